import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export type CardProps = HTMLAttributes<HTMLDivElement> & {
  title?: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
};

export function Card({ title, description, footer, className, children, ...props }: CardProps) {
  return (
    <div className={cx('cn-card', className)} {...props}>
      {(title || description) && (
        <div className="cn-card__header">
          {title && <h3 className="cn-card__title">{title}</h3>}
          {description && <p className="cn-card__description">{description}</p>}
        </div>
      )}
      {children !== undefined && <div className="cn-card__body">{children}</div>}
      {footer && <div className="cn-card__footer">{footer}</div>}
    </div>
  );
}

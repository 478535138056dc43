import type { ReactNode } from 'react';

export type PageHeadingProps = { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode };

export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="cn-page-heading">
      <div>
        <h1 className="cn-page-heading__title">{title}</h1>
        {subtitle && <p className="cn-page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="cn-page-heading__actions">{actions}</div>}
    </header>
  );
}

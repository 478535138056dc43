import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Shown under the input; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input's frame, after it (e.g. a show/hide toggle). */
  trailing?: ReactNode;
};

export function TextField({ label, error, hint, trailing, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={cx('cn-field', className)}>
      <label className="cn-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={cx('cn-field__control', trailing !== undefined && 'cn-field__control--trailing')}>
        <input
          id={inputId}
          className="cn-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...props}
        />
        {trailing}
      </div>
      {(error || hint) && (
        <p id={messageId} className={cx('cn-field__message', error && 'cn-field__message--error')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

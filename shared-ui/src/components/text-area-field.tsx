import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  /** Shown under the text area; marks it invalid. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled multi-line input (monospace, from the theme's .cn-textarea). */
export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={cx('cn-field', className)}>
      <label className="cn-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className="cn-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
      {(error || hint) && (
        <p id={messageId} className={cx('cn-field__message', error && 'cn-field__message--error')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

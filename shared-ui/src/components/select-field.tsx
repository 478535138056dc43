import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly (SelectOption | string)[];
  /** Shown under the select; marks it invalid. */
  error?: string;
  hint?: ReactNode;
  /** Show the label to screen readers only (filters in a toolbar). */
  hideLabel?: boolean;
};

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function SelectField({ label, options, error, hint, hideLabel, id, className, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const messageId = `${selectId}-message`;
  return (
    <div className={cx('cn-field', className)}>
      <label className={cx('cn-field__label', hideLabel && 'cn-visually-hidden')} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="cn-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      >
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {(error || hint) && (
        <p id={messageId} className={cx('cn-field__message', error && 'cn-field__message--error')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

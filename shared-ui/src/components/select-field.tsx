import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

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
  const { controlId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ controlId, messageId, label, error, hint, hideLabel, className }}>
      <select id={controlId} className="cn-select" {...aria} {...props}>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, useFieldIds } from './field-frame';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Shown under the input; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input's frame, after it (e.g. a show/hide toggle). */
  trailing?: ReactNode;
};

export function TextField({ label, error, hint, trailing, id, className, ...props }: TextFieldProps) {
  const { controlId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ controlId, messageId, label, error, hint, className }}>
      <div className={cx('cn-field__control', trailing !== undefined && 'cn-field__control--trailing')}>
        <input id={controlId} className="cn-input" {...aria} {...props} />
        {trailing}
      </div>
    </FieldFrame>
  );
}

import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

/** Ids of a field's control and of its message, and the ARIA attributes the control needs. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  return {
    controlId,
    messageId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error || hint ? messageId : undefined,
    },
  };
}

type FieldFrameProps = {
  controlId: string;
  messageId: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
};

/** The label, the control and the error or hint under it: one layout for every form field. */
export function FieldFrame({ controlId, messageId, label, error, hint, hideLabel, className, children }: FieldFrameProps) {
  return (
    <div className={cx('cn-field', className)}>
      <label className={cx('cn-field__label', hideLabel && 'cn-visually-hidden')} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {(error || hint) && (
        <p id={messageId} className={cx('cn-field__message', error && 'cn-field__message--error')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

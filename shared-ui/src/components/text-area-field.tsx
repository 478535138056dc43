import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  /** Shown under the text area; marks it invalid. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled multi-line input (monospace, from the theme's .cn-textarea). */
export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const { controlId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ controlId, messageId, label, error, hint, className }}>
      <textarea id={controlId} className="cn-textarea" {...aria} {...props} />
    </FieldFrame>
  );
}

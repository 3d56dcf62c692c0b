import type { ComponentProps } from 'react';
import { FieldFrame, fieldControlClass } from './Field.tsx';
import { useField, type FieldProps } from './useField.ts';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'>, FieldProps {
  /** Class of the field's frame (label, control, messages). */
  className?: string;
}

/** A labelled multi-line text field (a message), wired like TextField; takes react-hook-form's `register`. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  rows = 4,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaFieldProps) {
  const field = useField(id, { hint, error }, describedBy);
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <textarea rows={rows} className={fieldControlClass} {...textarea} {...field.controlProps} />
    </FieldFrame>
  );
}

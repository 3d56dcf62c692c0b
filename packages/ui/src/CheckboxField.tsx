import type { ComponentProps } from 'react';
import { FieldError, FieldHint } from './Field.tsx';
import styles from './CheckboxField.module.css';
import { useField, type FieldProps } from './useField.ts';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'>, FieldProps {
  className?: string;
}

/** A checkbox with its label beside it; hint and error under it, tied to the box. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: CheckboxFieldProps) {
  const field = useField(id, { hint, error }, describedBy);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input type="checkbox" className={styles.box} {...input} {...field.controlProps} />
        <label htmlFor={field.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} error={error} />
    </div>
  );
}

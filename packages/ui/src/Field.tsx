import type { ReactNode } from 'react';
import styles from './Field.module.css';
import type { FieldProps, FieldWiring } from './useField.ts';

/** The class every text-like control (input, select) uses, so all fields look alike. */
export const fieldControlClass = styles.control;

/** A field's hint: under the label, read with the control. */
export function FieldHint({ field, hint }: { field: FieldWiring; hint: FieldProps['hint'] }) {
  if (!hint) return null;
  return (
    <p id={field.hintId} className={styles.hint}>
      {hint}
    </p>
  );
}

/** A field's error: under the field, announced as it appears (role=alert), read with the control. */
export function FieldError({ field, error }: { field: FieldWiring; error: FieldProps['error'] }) {
  if (!error) return null;
  return (
    <p id={field.errorId} role="alert" className={styles.error}>
      {error}
    </p>
  );
}

export interface FieldFrameProps extends FieldProps {
  field: FieldWiring;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, hint, the control, then the error under it. */
export function FieldFrame({ field, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={field.inputId} className={styles.label}>
        {label}
      </label>
      <FieldHint field={field} hint={hint} />
      {children}
      <FieldError field={field} error={error} />
    </div>
  );
}

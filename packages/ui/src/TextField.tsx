import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, fieldControlClass } from './Field.tsx';
import styles from './TextField.module.css';
import { useField, type FieldProps } from './useField.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'>, FieldProps {
  /** A unit shown inside the field after the value ('kr.'); the label should name it for screen readers. */
  suffix?: ReactNode;
  /** Class of the field's frame (label, control, messages). */
  className?: string;
}

/**
 * A labelled text input. Takes every input attribute, including react-hook-form's `register(name)`
 * spread (its `ref` reaches the input, so `shouldFocusError` can focus it on submit).
 */
export function TextField({
  label,
  hint,
  error,
  suffix,
  id,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const field = useField(id, { hint, error }, describedBy);
  const control = <input type={type} className={fieldControlClass} {...input} {...field.controlProps} />;
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      {suffix ? (
        <div className={styles.withSuffix}>
          {control}
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

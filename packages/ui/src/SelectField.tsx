import type { ComponentProps } from 'react';
import { FieldFrame, fieldControlClass } from './Field.tsx';
import { useField, type FieldProps } from './useField.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'>, FieldProps {
  options: readonly SelectOption[];
  /** A first, empty choice ('Vælg …'): the field has no value until the player picks one. */
  placeholder?: string;
  className?: string;
}

/** A labelled native select (the platform's own list works with every screen reader and phone). */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const field = useField(id, { hint, error }, describedBy);
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <select className={fieldControlClass} {...select} {...field.controlProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

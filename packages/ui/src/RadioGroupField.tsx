import { useId, type ReactNode } from 'react';
import styles from './RadioGroupField.module.css';

export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
  /** Read after the choice's name (its description). */
  hint?: ReactNode;
}

export interface RadioGroupFieldProps<Value extends string> {
  legend: ReactNode;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/**
 * One choice among a few, as native radios in a fieldset: the legend names the group, arrow keys move between
 * the choices, and each choice's hint is its description.
 */
export function RadioGroupField<Value extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: RadioGroupFieldProps<Value>) {
  const id = useId();
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const inputId = `${id}-${option.value}`;
        const hintId = option.hint ? `${inputId}-hint` : undefined;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              type="radio"
              id={inputId}
              name={`${id}-choice`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={hintId}
            />
            <label htmlFor={inputId}>{option.label}</label>
            {option.hint && (
              <p id={hintId} className={styles.hint}>
                {option.hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

import { useId, type Ref } from 'react';
import { paymentTexts } from '@casino/locale';
import forms from '../forms.module.css';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The validation message of the last submit (spec section 5). */
  error: string | null;
  readOnly: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** The amount in kroner; a decimal keypad on phones, Danish decimals ('150,50') accepted. */
export function AmountField({ value, onChange, error, readOnly, inputRef }: AmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {paymentTexts.form.amountLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={forms.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className={forms.hint}>
        {paymentTexts.form.amountHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className={forms.error}>
          {error}
        </p>
      )}
    </div>
  );
}

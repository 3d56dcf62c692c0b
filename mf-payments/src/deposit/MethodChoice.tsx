import { useId } from 'react';
import type { DepositMethod } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import styles from './MethodChoice.module.css';

const texts = paymentTexts.methodChoice;
// Cards first: what most Danish players pay with.
const choices: readonly DepositMethod[] = ['card', 'bank'];

/**
 * How the player pays (decision 0069): a native radio group, so arrow keys move between the choices and a screen
 * reader names the group, each choice and what it takes.
 */
export function MethodChoice({ value, onChange }: { value: DepositMethod; onChange: (method: DepositMethod) => void }) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{texts.legend}</legend>
      {choices.map((method) => (
        <div key={method} className={styles.choice}>
          <input
            type="radio"
            id={`${id}-${method}`}
            name={`${id}-method`}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            aria-describedby={`${id}-${method}-hint`}
          />
          <label htmlFor={`${id}-${method}`}>{texts[method].label}</label>
          <p id={`${id}-${method}-hint`} className={styles.hint}>
            {texts[method].hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}

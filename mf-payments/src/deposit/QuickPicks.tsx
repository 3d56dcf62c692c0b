import { useId } from 'react';
import { formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import type { QuickPick } from './logic/quick-picks.ts';
import styles from './DepositForm.module.css';
import forms from '../forms.module.css';

export interface QuickPicksProps {
  picks: QuickPick[];
  /** The amount in the field, to mark the matching button as pressed. */
  selected: number | null;
  onPick: (amount: number) => void;
  /** While submitting: still focusable (focus is not lost) but inert. */
  busy: boolean;
}

/** Quick-pick amounts (spec section 9); a button above the allowance is disabled (section 5). */
export function QuickPicks({ picks, selected, onPick, busy }: QuickPicksProps) {
  const labelId = useId();
  return (
    <div className={styles.quickPicks} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={forms.label}>
        {paymentTexts.form.quickPicks}
      </span>
      <div className={styles.quickPickButtons}>
        {picks.map(({ amount, disabled }) => (
          <button
            key={amount}
            type="button"
            className={styles.quickPick}
            disabled={disabled}
            aria-pressed={selected === amount}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onPick(amount)}
          >
            {formatKroner(amount, { decimals: 'never' })}
          </button>
        ))}
      </div>
    </div>
  );
}

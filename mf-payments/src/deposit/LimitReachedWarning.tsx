import { paymentTexts } from '@casino/locale/payments';
import styles from './DepositForm.module.css';

/** Spec sections 4 and 8: the warning titled 'Indbetalingsgrænse nået' with its text. */
export function LimitReachedWarning() {
  const { errors } = paymentTexts;
  return (
    <div role="alert" className={styles.warning}>
      <p className={styles.warningTitle}>{errors.limitReachedTitle}</p>
      <p>{errors.limitReached}</p>
    </div>
  );
}

import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths } from '@casino/platform';
import type { PaymentRefusalReason as Refusal } from '@casino/api-client/payments';
import styles from './DepositForm.module.css';

/** Where a refused player goes next (DOMAIN.md "Limits and exclusion"). */
const nextStep: Record<Refusal, string> = {
  paused: paths.lock,
  excluded: paths.help,
  closed: paths.chat,
  limitRequired: paths.limits,
  notAPlayer: paths.agentConsole,
};

export interface RefusalNoticeProps {
  refusal: Refusal;
  /** The link leaves the form (the dialog closes). */
  onLeave?: (() => void) | undefined;
}

/** Why the player cannot deposit now (a pause, an exclusion, a closed account, no limit yet) and where to go. */
export function RefusalNotice({ refusal, onLeave }: RefusalNoticeProps) {
  const { title, message, link } = paymentTexts.refusals[refusal];
  return (
    <div role="alert" className={styles.warning}>
      <p className={styles.warningTitle}>{title}</p>
      <p>{message}</p>
      <p>
        <AppLink to={nextStep[refusal]} onClick={onLeave}>
          {link}
        </AppLink>
      </p>
    </div>
  );
}

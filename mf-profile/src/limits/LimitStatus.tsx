import type { DepositLimit, LimitPeriod } from '@casino/api-client';
import { formatDateTime, formatKroner, profileTexts } from '@casino/locale';
import styles from './Limits.module.css';

const t = profileTexts.limits;
const round = { decimals: 'never' } as const;

/** One period's limit now: amount, deposited and left in the current period (a bar), and a waiting raise. */
export function LimitStatus({ period, limit }: { period: LimitPeriod; limit: DepositLimit | null }) {
  const title = t.periods[period];
  return (
    <li className={styles.card}>
      <h3 id={`limit-${period}`} className={styles.cardTitle}>
        {title}
      </h3>
      {limit ? (
        <>
          <p className={styles.amount}>{t.limit(formatKroner(limit.amount, round))}</p>
          <meter
            className={styles.meter}
            min={0}
            max={limit.amount}
            value={Math.min(limit.used, limit.amount)}
            aria-label={t.usageLabel(title)}
          />
          <p className={styles.usage}>
            <span>{t.used(t.windows[period], formatKroner(limit.used, { decimals: 'auto' }))}</span>
            <span>{t.remaining(formatKroner(limit.remaining, { decimals: 'auto' }))}</span>
          </p>
          {limit.pending && (
            <p className={styles.pending}>
              {t.pending(formatKroner(limit.pending.amount, round), formatDateTime(limit.pending.effectiveAt))}
            </p>
          )}
        </>
      ) : (
        <p className={styles.notSet}>{t.notSet}</p>
      )}
    </li>
  );
}

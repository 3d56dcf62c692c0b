import type { DepositLimit, LimitPeriod } from '@casino/api-client/payments';
import { formatDateTime, formatKroner } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import cards from '../common/Cards.module.css';

const t = profileTexts.limits;
const round = { decimals: 'never' } as const;

/** One period's limit now: amount, deposited and left in the current period (a bar), and a waiting raise. */
export function LimitStatus({ period, limit }: { period: LimitPeriod; limit: DepositLimit | null }) {
  const title = t.periods[period];
  return (
    <li className={cards.card}>
      <h3 id={`limit-${period}`} className={cards.cardTitle}>
        {title}
      </h3>
      {limit ? (
        <>
          <p className={cards.amount}>{t.limit(formatKroner(limit.amount, round))}</p>
          <meter
            className={cards.meter}
            min={0}
            max={limit.amount}
            value={Math.min(limit.used, limit.amount)}
            aria-label={t.usageLabel(title)}
          />
          <p className={cards.figures}>
            <span>{t.used(t.windows[period], formatKroner(limit.used, { decimals: 'auto' }))}</span>
            <span>{t.remaining(formatKroner(limit.remaining, { decimals: 'auto' }))}</span>
          </p>
          {limit.pending && (
            <p className={cards.callout}>
              {t.pending(formatKroner(limit.pending.amount, round), formatDateTime(limit.pending.effectiveAt))}
            </p>
          )}
        </>
      ) : (
        <p className={cards.muted}>{t.notSet}</p>
      )}
    </li>
  );
}

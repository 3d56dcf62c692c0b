import type { ActiveBonus } from '@casino/api-client/profile';
import { formatDate, formatKroner } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import cards from '../common/Cards.module.css';

const t = profileTexts.bonuses.progress;
const day = 86_400_000;
const kr = (amount: number) => formatKroner(amount, { decimals: 'auto' });

/** One bonus being wagered: requirement, wagered and left (a bar), the deadline and the sum with its numbers. */
export function BonusProgressCard({ bonus, now }: { bonus: ActiveBonus; now: number }) {
  const daysLeft = Math.max(0, Math.ceil((Date.parse(bonus.expiresAt) - now) / day));
  const titleId = `bonus-${bonus.id}`;
  return (
    <li className={cards.card}>
      <h2 id={titleId} className={cards.cardTitle}>
        {t.title(bonus.code)}
      </h2>
      <p className={cards.amount}>{t.required(kr(bonus.wageringRequired))}</p>
      <meter
        className={cards.meter}
        min={0}
        max={bonus.wageringRequired}
        value={bonus.wagered}
        aria-label={t.bar(bonus.code)}
      />
      <p className={cards.figures}>
        <span>{t.wagered(kr(bonus.wagered))}</span>
        <span>{t.remaining(kr(bonus.remaining))}</span>
      </p>
      <p>{t.expires(formatDate(bonus.expiresAt), daysLeft)}</p>
      <p className={cards.callout}>
        {t.example(
          kr(bonus.depositAmount),
          kr(bonus.bonusAmount),
          bonus.multiplier,
          kr(bonus.wageringRequired),
          kr(bonus.wagered),
          kr(bonus.remaining),
        )}
      </p>
    </li>
  );
}

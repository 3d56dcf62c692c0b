import { htmlToText } from '@casino/api-client';
import type { NextPromoCode } from '@casino/api-client/payments';
import { formatKroner } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import cards from '../common/Cards.module.css';

const t = profileTexts.bonuses.promoCodes;
const kr = (amount: number) => formatKroner(amount, { decimals: 'auto' });

/** The offer of the next deposit: its terms next to it, and never called free when it has wagering (DOMAIN.md). */
export function OfferSummary({ offer }: { offer: NextPromoCode }) {
  return (
    <div className={cards.card}>
      <p className={cards.amount}>{t.code(offer.code)}</p>
      <p>{htmlToText(offer.message)}</p>
      <ul>
        <li>{t.minimum(kr(offer.minPaymentTransactionAmount))}</li>
        {offer.bonusAmount > 0 && <li>{t.bonus(kr(offer.bonusAmount), offer.bonusPaymentPercent)}</li>}
        {offer.freeSpins > 0 && <li>{t.spins(offer.freeSpins)}</li>}
        <li>{offer.wagering ? t.wagering(offer.wagering.multiplier, offer.wagering.days) : t.noWagering}</li>
      </ul>
    </div>
  );
}

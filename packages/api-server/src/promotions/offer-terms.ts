import { depositRules, kronerToOre, oreToKroner } from '@casino/locale';
import { offerTermsHtml, type OfferTerms } from '@casino/locale/server';
import { bonusFor, offerOf, wageringRequiredFor, type Offer, type PromoCode } from './offer.ts';

/**
 * The deposit of the worked example: the one that earns half the bonus cap (a bonus not cut by the cap), in
 * whole kroner, within the offer's minimum and the deposit rules' maximum.
 */
export function exampleDepositOre(offer: Offer): number {
  const halfCapOre = (offer.bonusCapOre * 100) / (2 * offer.bonusPercent);
  const wholeKronerOre = kronerToOre(Math.ceil(oreToKroner(halfCapOre)));
  return Math.min(Math.max(wholeKronerOre, offer.minPaymentOre), kronerToOre(depositRules.maximum));
}

/** The numbers the terms state, worked out by the functions the grant itself uses. */
export function offerTermsOf(offer: Offer): OfferTerms {
  const bonus = offer.bonusPercent > 0 && offer.bonusCapOre > 0;
  const depositOre = bonus ? exampleDepositOre(offer) : 0;
  const bonusOre = bonus ? bonusFor(offer, depositOre) : 0;
  const wagering = offer.wageringMultiplier > 0;
  return {
    minPaymentOre: offer.minPaymentOre,
    firstDepositOnly: offer.firstDepositOnly,
    bonus: bonus ? { percent: offer.bonusPercent, capOre: offer.bonusCapOre } : null,
    spins: offer.freeSpins > 0 ? { count: offer.freeSpins, valueOre: offer.spinValueOre, days: offer.spinDays } : null,
    wagering: wagering ? { multiplier: offer.wageringMultiplier, days: offer.wageringDays } : null,
    example:
      bonus && wagering
        ? { depositOre, bonusOre, requiredOre: wageringRequiredFor(offer, depositOre, bonusOre) }
        : null,
  };
}

/** The terms text of a promo code (the API's `message`), made from the numbers its grant uses. */
export function offerTermsHtmlOf(code: PromoCode): string {
  return offerTermsHtml(offerTermsOf(offerOf(code)));
}

import { formatKroner, oreToKroner } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';

/**
 * The numbers of a promo code's terms, exactly as the server grants by them (amounts in øre): the api-server
 * fills them from the code's row through the same functions its grant uses, so the text can only say what a
 * grant does.
 */
export interface OfferTerms {
  minPaymentOre: number;
  firstDepositOnly: boolean;
  /** A deposit bonus: `percent` of the deposit, at most `capOre`. */
  bonus: { percent: number; capOre: number } | null;
  /** Bonus spins: how many, the stake of each and the days they can be played. */
  spins: { count: number; valueOre: number; days: number } | null;
  /** Gennemspilskrav of the bonus and of bonus-spin wins: multiplier x (deposit + bonus) within `days`. */
  wagering: { multiplier: number; days: number } | null;
  /** The worked example of the wagering DOMAIN.md "Bonuses" asks for, worked out by the grant's own rules. */
  example: { depositOre: number; bonusOre: number; requiredOre: number } | null;
}

const kr = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });

/** Amounts end in 'kr.', which ends the sentence too; 'øre' does not. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const { bonuses: bonusTexts } = profileTexts;
const { dayCount } = bonusTexts;

/**
 * The Danish sentences of an offer's terms. Wording is editorial; every number comes from `OfferTerms`.
 */
export const offerTexts = {
  bonus: (percent: number, cap: string, firstDepositOnly: boolean) =>
    sentence(`Få ${percent} % i bonus op til ${cap}${firstDepositOnly ? ' på din første indbetaling' : ''}`),
  spinsForDeposit: (minimum: string, count: number, value: string) =>
    sentence(`Indbetal mindst ${minimum} og få ${count} bonusspins à ${value}`),
  spinsWithBonus: (count: number, value: string) => sentence(`Du får også ${count} bonusspins à ${value}`),
  spinDays: (days: number) => `Bonusspinsene skal bruges inden for ${dayCount(days)}.`,
  spinWinsFree: 'Gevinster fra bonusspins udbetales uden gennemspilskrav.',
  spinWinsWagered: (times: number, days: number) =>
    `Gevinster fra bonusspins skal gennemspilles ${times} gange inden for ${dayCount(days)}, før de kan udbetales.`,
  wagering: bonusTexts.promoCodes.wagering,
  noWagering: bonusTexts.promoCodes.noWagering,
  example: (deposit: string, bonus: string, required: string) =>
    `Eksempel: Du indbetaler ${deposit} og får ${bonus} i bonus. Du skal da spille for ${required}, før bonussen kan udbetales.`,
} as const;

/** The offer in one or two sentences: what the player gets for which deposit. */
function headline({ bonus, spins, minPaymentOre, firstDepositOnly }: OfferTerms): string[] {
  const lines: string[] = [];
  if (bonus) lines.push(offerTexts.bonus(bonus.percent, kr(bonus.capOre), firstDepositOnly));
  if (spins)
    lines.push(
      bonus
        ? offerTexts.spinsWithBonus(spins.count, kr(spins.valueOre))
        : offerTexts.spinsForDeposit(kr(minPaymentOre), spins.count, kr(spins.valueOre)),
    );
  return lines;
}

/** The conditions: the wagering with its worked example, the spins' days and what their wins carry. */
function conditions({ bonus, spins, wagering, example }: OfferTerms): string[] {
  const lines: string[] = [];
  if (bonus && wagering) {
    lines.push(offerTexts.wagering(wagering.multiplier, wagering.days));
    if (example) lines.push(offerTexts.example(kr(example.depositOre), kr(example.bonusOre), kr(example.requiredOre)));
  } else if (bonus) lines.push(offerTexts.noWagering);
  if (spins) {
    lines.push(offerTexts.spinDays(spins.days));
    lines.push(wagering ? offerTexts.spinWinsWagered(wagering.multiplier, wagering.days) : offerTexts.spinWinsFree);
  }
  return lines;
}

/**
 * The terms the player reads next to an offer (the promo banner, /promocode, /mine/bonusser), as the HTML of
 * the API's `message`: the offer, then its conditions. Only formatted numbers go into it, so nothing needs
 * escaping.
 */
export function offerTermsHtml(terms: OfferTerms): string {
  return [headline(terms), conditions(terms)]
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join(' ')}</p>`)
    .join('');
}

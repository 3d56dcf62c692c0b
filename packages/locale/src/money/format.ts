/**
 * Danish kroner, spec sections 1 and 9: Danish grouping and decimals ('1.234,50 kr.') and amounts
 * from 0 up to but not including 1 kr. in øre ('50 øre'). Amounts are in kroner, not øre.
 *
 * Exact format: the number as `Intl.NumberFormat('da-DK')` writes it (dot groups, comma decimals,
 * hyphen-minus), a no-break space (U+00A0) so the unit never wraps onto its own line, then 'kr.'
 * or 'øre'. A negative amount under 1 kr. is shown in øre too ('-50 øre'), mirroring the positive.
 */

import { kronerToOre, oreToKroner } from './ore.ts';

/** Between the number and its unit: a no-break space, as Intl's own DKK currency format uses. */
export const unitSpace = '\u00a0';

/**
 * How kroner decimals are shown:
 * - 'always' (default): two decimals, '1.234,00 kr.' (balances, receipts);
 * - 'auto': none for whole amounts, two otherwise: '250 kr.', '12,50 kr.' (mixed lists);
 * - 'never': rounded to whole kroner, '1.235 kr.' (round amounts such as limits and quick picks).
 */
export type KronerDecimals = 'always' | 'auto' | 'never';

export interface FormatKronerOptions {
  decimals?: KronerDecimals;
}

const fractionDigits: Record<Exclude<KronerDecimals, 'auto'>, number> = { always: 2, never: 0 };

// One formatter per number of decimals: making an Intl.NumberFormat costs far more than formatting with one,
// and a list of cards formats an amount per card.
const numberFormats = new Map<number, Intl.NumberFormat>();

/** A number with Danish grouping and decimal comma, e.g. formatDanishNumber(1234.5, 2) -> '1.234,50'. */
export function formatDanishNumber(value: number, decimals = 0): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('da-DK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

/** Whole øre: rounding here first makes 0.999 kr. '1,00 kr.' and never '100 øre'. */
function toOre(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`formatKroner: not a finite amount: ${amount}`);
  return kronerToOre(amount);
}

function kronerNumber(ore: number, mode: KronerDecimals): string {
  const decimals = mode === 'auto' ? (Number.isInteger(oreToKroner(ore)) ? 0 : 2) : fractionDigits[mode];
  return formatDanishNumber(oreToKroner(ore), decimals);
}

/**
 * The number of a kroner amount for a text that writes 'kr.' itself (spec section 5: 'Du har {n} kr.
 * tilbage …'): '1.500', '1.234,50'. Decimals as formatKroner's, 'auto' unless asked.
 */
export function formatKronerNumber(amount: number, decimals: KronerDecimals = 'auto'): string {
  return kronerNumber(toOre(amount), decimals);
}

/** An amount with its unit, the one kroner formatter of the site (apps and the server's pages). */
export function formatKroner(amount: number, options: FormatKronerOptions = {}): string {
  const ore = toOre(amount);
  if (Math.abs(oreToKroner(ore)) < 1) return `${formatDanishNumber(ore === 0 ? 0 : ore)}${unitSpace}øre`;
  return `${kronerNumber(ore, options.decimals ?? 'always')}${unitSpace}kr.`;
}

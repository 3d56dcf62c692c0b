import { depositRules } from '@casino/locale';

/** The only amounts a quick-pick button may show (spec section 9). */
export const quickPickSet = [50, 100, 250, 500, 750, 1000] as const;

const upperCapMin = 250;
const upperCapMax = 1000;
const step = 50;

export interface QuickPick {
  amount: number;
  /** Above the allowance, or the limit is reached (spec section 5). */
  disabled: boolean;
}

function snapToSet(value: number): number {
  // Ties cannot happen for multiples of 50 (the midpoints 75, 175, 375, 625, 875 are not), but if
  // they did the lower amount wins: never suggest more than asked.
  return quickPickSet.reduce((best, candidate) =>
    Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best,
  );
}

/**
 * Spec section 9, as we read it: the range runs from the deposit minimum up to the allowance, with the upper end
 * capped between 250 and 1000 (an unknown allowance counts as no cap, so 1000). Three values are
 * spread evenly over it (start, middle, end), each rounded to a multiple of 50 and snapped to the
 * nearest of 50, 100, 250, 500, 750, 1000; duplicates are removed, so sometimes fewer than three.
 */
export function quickPickAmounts(allowance: number | undefined): number[] {
  const known = allowance !== undefined && Number.isFinite(allowance) ? allowance : depositRules.maximum;
  const upper = Math.min(upperCapMax, Math.max(upperCapMin, known));
  const start = depositRules.minimum;
  const spread = [start, (start + upper) / 2, upper];
  const snapped = spread.map((value) => snapToSet(Math.round(value / step) * step));
  return [...new Set(snapped)];
}

export function quickPicks(allowance: number | undefined, limitReached: boolean): QuickPick[] {
  return quickPickAmounts(allowance).map((amount) => ({
    amount,
    disabled: limitReached || (allowance !== undefined && amount > allowance),
  }));
}

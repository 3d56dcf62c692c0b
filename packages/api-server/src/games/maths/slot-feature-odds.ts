import { add, fraction, mul, ONE, sum, ZERO, type Fraction } from './exact-fraction.ts';
import type { SlotFeatures } from './slot-features.ts';

// The exact odds of the features, shared by both reel layouts. A round's bonus spins and multipliers are drawn
// independently of the spin's symbols, so the round's RTP is the base spin's RTP times one factor:
//   E[multiplier] × (1 + P(bonus) × spins × bonus multiplier)
// (every bonus spin plays the same reels as the base spin and is multiplied again; bonus spins never retrigger).

/** The distribution of the total scatter count over reels whose counts are independent (index = count). */
export function scatterCountOdds(perReel: readonly (readonly Fraction[])[]): Fraction[] {
  let total: Fraction[] = [ONE];
  for (const reel of perReel) {
    const next: Fraction[] = Array.from({ length: total.length + reel.length - 1 }, () => ZERO);
    total.forEach((p, i) => reel.forEach((q, j) => (next[i + j] = add(next[i + j]!, mul(p, q)))));
    total = next;
  }
  return total;
}

/** P(at least `needed` scatters). */
export const atLeast = (odds: readonly Fraction[], needed: number) => sum(odds.slice(needed));

export function meanMultiplier(features: SlotFeatures): Fraction {
  const wheel = features.multipliers;
  if (!wheel) return ONE;
  const weights = wheel.reduce((s, m) => s + m.weight, 0);
  return fraction(
    wheel.reduce((s, m) => s + m.value * m.weight, 0),
    weights,
  );
}

/** What the features multiply the base spin's RTP by, given the exact chance of the bonus spins. */
export function featureFactor(features: SlotFeatures, bonusChance: Fraction): Fraction {
  const bonus = features.bonusSpins;
  const spins = bonus ? mul(bonusChance, fraction(bonus.spins * bonus.multiplier)) : ZERO;
  return mul(meanMultiplier(features), add(ONE, spins));
}

/**
 * Whole-number pays whose weighted sum Σ pay × weight comes as close to `target` as whole numbers allow: scale
 * the base pays to the target, then settle the rounding remainder on the most frequent pays first and the
 * rarest last (its weight is the finest step). Returns the pays by index.
 */
export function tunePays(
  entries: readonly { index: number; base: number; weight: number }[],
  size: number,
  target: number,
): Int32Array {
  const baseTotal = entries.reduce((s, e) => s + e.base * e.weight, 0);
  const pays = new Int32Array(size);
  for (const e of entries) pays[e.index] = Math.max(1, Math.round((e.base * target) / baseTotal));
  let remainder = target - entries.reduce((s, e) => s + pays[e.index]! * e.weight, 0);
  for (const e of [...entries].sort((a, b) => b.weight - a.weight || a.index - b.index)) {
    const change = Math.round(remainder / e.weight);
    pays[e.index] = pays[e.index]! + change;
    remainder -= change * e.weight;
  }
  return pays;
}

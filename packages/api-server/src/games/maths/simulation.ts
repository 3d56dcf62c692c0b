// Shared by the maths tests: how many simulated rounds make a 0.5-point check meaningful, and the check itself.

/** The bar: simulated RTP within half a percentage point of the published one. */
export const TOLERANCE = 0.005;

/**
 * At least a million rounds, and enough that 0.5 points is four standard errors for a game whose return per
 * round has standard deviation `sd` (in stakes): a correct game fails the check about once in 16,000 runs,
 * and a game off by half a point cannot pass by luck.
 */
export function roundsFor(sd: number): number {
  return Math.max(1_000_000, Math.ceil(((4 * sd) / TOLERANCE) ** 2));
}

/** Mean and standard deviation of a return per round, from a distribution given as (return, weight) pairs. */
export function spread(pairs: Iterable<[value: number, weight: number]>): { mean: number; sd: number } {
  let total = 0;
  let sum = 0;
  let squares = 0;
  for (const [value, weight] of pairs) {
    total += weight;
    sum += value * weight;
    squares += value * value * weight;
  }
  const mean = sum / total;
  return { mean, sd: Math.sqrt(squares / total - mean * mean) };
}

/**
 * Øre and kroner, the site's two units of money: the database, the ledger and the payment provider count
 * whole øre (integers, so sums are exact); the API, the forms and the texts speak kroner (DOMAIN.md
 * "Payments": minor units between servers). Every crossing between the two goes through these two functions.
 */

const orePerKrone = 100;

/** Kroner from whole øre: 12_345 -> 123.45. */
export function oreToKroner(ore: number): number {
  return ore / orePerKrone;
}

/**
 * Whole øre from kroner, rounded to the nearest øre: kroner are decimals, and 8.05 * 100 is 805.0000000000001
 * in floating point, so the product is rounded rather than trusted.
 */
export function kronerToOre(kroner: number): number {
  return Math.round(kroner * orePerKrone);
}

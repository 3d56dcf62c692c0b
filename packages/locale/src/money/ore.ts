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

/**
 * A game aggregator's seamless wallet counts money in whole hundred-thousandths of the currency (Hub88's Wallet
 * API: 3.56 kr. is 356000), so an amount crosses to and from it here too.
 */
const walletUnitsPerKrone = 100_000;
const walletUnitsPerOre = walletUnitsPerKrone / orePerKrone;

/** The wallet's units from whole øre: 356 -> 356000. */
export function oreToWalletUnits(ore: number): number {
  return ore * walletUnitsPerOre;
}

/** Whole øre from the wallet's units, or null when they are not a whole, non-negative number of øre. */
export function walletUnitsToOre(units: number): number | null {
  if (!Number.isSafeInteger(units) || units < 0 || units % walletUnitsPerOre !== 0) return null;
  return units / walletUnitsPerOre;
}

/**
 * A bank payment provider's amounts are decimal text with a dot (Trustly's JSON-RPC API: "103.00"), so an amount
 * crosses to and from it here too, as text of whole øre and never through a float.
 */
const decimalText = /^(\d{1,12})(?:\.(\d{1,2}))?$/u;

/** Trustly's decimal text from whole øre: 10_300 -> "103.00". */
export function oreToDecimalText(ore: number): string {
  const whole = Math.floor(ore / orePerKrone);
  const rest = ore - whole * orePerKrone;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Whole øre from decimal text ("103.00", "103.5", "11"), or null when it is no non-negative amount in øre. */
export function decimalTextToOre(text: string): number | null {
  const match = decimalText.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * orePerKrone + Number(fraction);
}

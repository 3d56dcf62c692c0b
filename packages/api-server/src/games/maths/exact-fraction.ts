// Exact rationals on bigint, for RTPs whose denominators (40 ^ 42 for a Megaways reel set) are far past what a
// double holds exactly. Only what the slot maths needs: add, multiply, compare.

export interface Fraction {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

export function fraction(n: bigint | number, d: bigint | number = 1n): Fraction {
  const nb = BigInt(n);
  const db = BigInt(d);
  if (db === 0n) throw new Error('A fraction cannot have a zero denominator');
  const sign = db < 0n ? -1n : 1n;
  const g = gcd(nb, db < 0n ? -db : db);
  return { n: (sign * nb) / g, d: (sign * db) / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);
export const add = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction) => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
export const pow = (a: Fraction, k: number) => fraction(a.n ** BigInt(k), a.d ** BigInt(k));
export const sum = (parts: Iterable<Fraction>) => [...parts].reduce(add, ZERO);
/** |a| */
export const abs = (a: Fraction) => (a.n < 0n ? fraction(-a.n, a.d) : a);
/** a < b */
export const less = (a: Fraction, b: Fraction) => a.n * b.d < b.n * a.d;
/** The closest double: for reports and for tuning, never for the exact checks. */
export const toNumber = (a: Fraction) => Number((a.n * 10n ** 18n) / a.d) / 1e18;

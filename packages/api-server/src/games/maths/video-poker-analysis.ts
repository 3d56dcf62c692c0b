import { categoryIndex, HAND_CATEGORIES } from './poker-hands.ts';
import type { PayTable } from './video-poker-pay-tables.ts';

// The exact value of every hold of every deal, and so the RTP under optimal play.
//
// For each set S of up to five cards of the deck, `sums` holds the total pay of all five-card hands that
// contain S. A deal H held as S draws 5 − |S| cards from the cards not dealt: its final hands are those that
// contain S and none of the discards D = H \ S, and by inclusion–exclusion their total pay is
// Σ_{S ⊆ T ⊆ H} (−1)^|T \ S| · sums[T], for all 32 holds at once a superset Möbius transform over the
// 32 subsets of H. Dividing by the C(deck − 5, 5 − |S|) equally likely draws gives each hold's expected
// return. Every pay is a whole number, so the sums, and the RTP as a fraction, are exact.

const MAX_DECK = 53;
/** BINOMIAL[n * 6 + k] = C(n, k) for n ≤ 53, k ≤ 5. */
const BINOMIAL = (() => {
  const table = new Float64Array((MAX_DECK + 1) * 6);
  for (let n = 0; n <= MAX_DECK; n++)
    for (let k = 0; k <= 5; k++)
      table[n * 6 + k] = k === 0 ? 1 : n === 0 ? 0 : table[(n - 1) * 6 + k - 1]! + table[(n - 1) * 6 + k]!;
  return table;
})();
export const choose = (n: number, k: number): number => BINOMIAL[n * 6 + k]!;

const POPCOUNT = Uint8Array.from({ length: 32 }, (_, mask) => (mask.toString(2).match(/1/g) ?? []).length);
/** The highest set bit of each 5-bit mask (the position of the highest card of the subset). */
const HIGHEST = Uint8Array.from({ length: 32 }, (_, mask) => (mask === 0 ? 0 : 31 - Math.clz32(mask)));

/** Where the subsets of each size start in the one flat array of sums (size 0, then 1, ... 5). */
function offsets(deckSize: number): Float64Array {
  const start = new Float64Array(6);
  for (let k = 1; k <= 5; k++) start[k] = start[k - 1]! + choose(deckSize, k - 1);
  return start;
}

/** Every five-card hand of the deck in colex order (c0 < c1 < ... < c4), with its position in that order. */
export function forEachHand(deckSize: number, visit: (cards: Int32Array, index: number) => void): void {
  const cards = new Int32Array(5);
  let index = 0;
  for (let c4 = 4; c4 < deckSize; c4++)
    for (let c3 = 3; c3 < c4; c3++)
      for (let c2 = 2; c2 < c3; c2++)
        for (let c1 = 1; c1 < c2; c1++)
          for (let c0 = 0; c0 < c1; c0++) {
            cards[0] = c0;
            cards[1] = c1;
            cards[2] = c2;
            cards[3] = c3;
            cards[4] = c4;
            visit(cards, index++);
          }
}

/**
 * The position in the flat sums of each of the 32 subsets of five ascending cards: a subset's rank among the
 * subsets of its size is Σ C(card, place) over its cards (the combinatorial number system), plus its size's start.
 */
function subsetPositions(cards: Int32Array, start: Float64Array, into: Float64Array): void {
  into[0] = 0;
  for (let mask = 1; mask < 32; mask++) {
    const high = HIGHEST[mask]!;
    const size = POPCOUNT[mask]!;
    into[mask] = into[mask ^ (1 << high)]! - start[size - 1]! + start[size]! + BINOMIAL[cards[high]! * 6 + size]!;
  }
}

export interface DrawTable {
  payTable: PayTable;
  /** Total pay of all hands containing each subset of up to five cards, flat by size. */
  sums: Float64Array;
  start: Float64Array;
}

/** Classifies every hand of the deck once and adds its pay to each of its 32 subsets (a second or two). */
export function buildDrawTable(payTable: PayTable): DrawTable {
  const { deckSize, rules } = payTable;
  const payOf = Float64Array.from(HAND_CATEGORIES, (category) => payTable.pays[category] ?? 0);
  const start = offsets(deckSize);
  const sums = new Float64Array(start[5]! + choose(deckSize, 5));
  const positions = new Float64Array(32);
  forEachHand(deckSize, (cards) => {
    const pay = payOf[categoryIndex(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, rules)]!;
    if (pay === 0) return;
    subsetPositions(cards, start, positions);
    for (let mask = 0; mask < 32; mask++) sums[positions[mask]!]! += pay;
  });
  return { payTable, sums, start };
}

/**
 * For five ascending dealt cards: in `totals[mask]` the total pay over all draws when the cards of `mask`
 * (bit i = the i-th card) are held. The expected return of that hold is totals[mask] / C(deck − 5, 5 − held).
 */
function holdTotals(table: DrawTable, cards: Int32Array, totals: Float64Array): void {
  subsetPositions(cards, table.start, totals);
  for (let mask = 0; mask < 32; mask++) totals[mask] = table.sums[totals[mask]!]!;
  for (let bit = 1; bit < 32; bit <<= 1)
    for (let mask = 0; mask < 32; mask++) if ((mask & bit) === 0) totals[mask]! -= totals[mask | bit]!;
}

/** The expected return (for a stake of 1) of each of the 32 holds of a deal; bit i of the index holds card i. */
export function holdValues(table: DrawTable, hand: readonly number[]): number[] {
  if (hand.length !== 5 || new Set(hand).size !== 5) throw new RangeError('A deal is five different cards');
  const order = [0, 1, 2, 3, 4].sort((a, b) => hand[a]! - hand[b]!);
  const totals = new Float64Array(32);
  holdTotals(
    table,
    Int32Array.from(order, (i) => hand[i]!),
    totals,
  );
  const left = table.payTable.deckSize - 5;
  // totals is by the sorted cards; translate each mask back to the dealt order.
  return Array.from({ length: 32 }, (_, mask) => {
    let sorted = 0;
    order.forEach((dealt, place) => {
      if (mask & (1 << dealt)) sorted |= 1 << place;
    });
    return totals[sorted]! / choose(left, 5 - POPCOUNT[mask]!);
  });
}

/** The hold with the highest expected return (the first of equal ones, holding more cards first). */
export function bestHold(table: DrawTable, hand: readonly number[]): { held: boolean[]; value: number } {
  const values = holdValues(table, hand);
  let best = 31;
  for (let mask = 30; mask >= 0; mask--) if (values[mask]! > values[best]!) best = mask;
  return { held: [0, 1, 2, 3, 4].map((i) => (best & (1 << i)) !== 0), value: values[best]! };
}

export interface OptimalReturn {
  /** The exact RTP under optimal play: paid / staked. */
  paid: bigint;
  staked: bigint;
  /** The same as a number. */
  rtp: number;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The RTP under optimal play: every deal, every hold, the best hold's exact expected return, averaged over
 * the C(deck, 5) deals. The best holds' totals are summed by number of cards drawn, so the result is exact.
 */
export function optimalRtp(table: DrawTable): OptimalReturn {
  const left = table.payTable.deckSize - 5;
  const perDraw = Float64Array.from({ length: 6 }, (_, drawn) => 1 / choose(left, drawn));
  const bestTotals = new Float64Array(6);
  const totals = new Float64Array(32);
  forEachHand(table.payTable.deckSize, (cards) => {
    holdTotals(table, cards, totals);
    let best = 31;
    let bestValue = totals[31]!;
    for (let mask = 0; mask < 31; mask++) {
      const value = totals[mask]! * perDraw[5 - POPCOUNT[mask]!]!;
      if (value > bestValue) {
        best = mask;
        bestValue = value;
      }
    }
    bestTotals[5 - POPCOUNT[best]!]! += totals[best]!;
  });
  // Σ_drawn bestTotals[drawn] / C(left, drawn), over C(deck, 5) deals, as one fraction.
  const draws = Array.from({ length: 6 }, (_, drawn) => BigInt(choose(left, drawn)));
  const common = draws.reduce((l, d) => (l * d) / gcd(l, d), 1n);
  const paid = draws.reduce((sum, d, drawn) => sum + BigInt(bestTotals[drawn]!) * (common / d), 0n);
  const staked = common * BigInt(choose(table.payTable.deckSize, 5));
  const scale = 10n ** 15n;
  return { paid, staked, rtp: Number((paid * scale) / staked) / Number(scale) };
}

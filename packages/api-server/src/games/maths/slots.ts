import { slotSymbols, type SlotSymbol } from '@casino/api-client/play';
import { fraction, type Fraction } from './exact-fraction.ts';
import { tunePays } from './slot-feature-odds.ts';
import type { RandomInt } from './random-source.ts';

// A five-reel, three-row video slot with ten fixed paylines. Each reel is a strip of 20 symbols; a spin stops
// every reel at a uniformly drawn position, and the three visible rows are that position and the next two.
// A line pays when its leftmost 3, 4 or 5 symbols are the same. Pays are whole per cent of the stake per
// line, and stakes are whole kroner, so every win is an exact number of øre.
//
// The game's volatility (1-5, catalogue) picks the symbol mix of the strips and the shape of the paytable; its
// return to player (catalogue, basis points) then fixes the pays so that the exact RTP equals it exactly.
//
// A game with bonus spins swaps one cherry of reels 2, 3 and 4 for a scatter (pays no line; three of them start
// the bonus spins, slot-round.ts). The features multiply the base spin's RTP by one exact factor
// (slot-feature-odds.ts), so the pays are tuned to the published RTP divided by it.

export const REELS = 5;
export const ROWS = 3;
export const STRIP_LENGTH = 20;
/** The symbols that pay on a line: every symbol but the scatter. */
export const SYMBOL_COUNT = slotSymbols.indexOf('scatter');
export const SCATTER = SYMBOL_COUNT;
/** The reels (0-based) that carry one scatter in a bonus-spins game. */
export const SCATTER_REELS: readonly number[] = [1, 2, 3];

/** The row (0 top, 2 bottom) each payline crosses on reels 1-5. Line 1 is the middle row. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
const LINES = PAYLINES.length;

/** Stop combinations of the five reels: every one is equally likely. */
const COMBINATIONS = STRIP_LENGTH ** REELS;

interface VolatilityProfile {
  /** How many of the 20 stops of every reel show each symbol (lowest first). The seven is always alone. */
  counts: readonly number[];
  /** Pay per line for 3, 4 and 5 of each symbol, in per cent of the stake, at an RTP of about 95.5 %. */
  pays: readonly (readonly [number, number, number])[];
}

/**
 * Low volatility: many small wins (about 43 % of spins pay something, top win 86 x the stake). High: fewer,
 * bigger wins (about 30 % of spins, up to 650 x on one line). Tests measure each profile's exact spread.
 */
const PROFILES: Record<1 | 2 | 3 | 4 | 5, VolatilityProfile> = {
  1: {
    counts: [7, 5, 3, 2, 1, 1, 1],
    pays: [
      [85, 170, 350],
      [85, 260, 520],
      [170, 350, 850],
      [350, 700, 1700],
      [500, 1400, 3500],
      [700, 1700, 5000],
      [850, 2600, 8500],
    ],
  },
  2: {
    counts: [6, 5, 4, 2, 1, 1, 1],
    pays: [
      [95, 190, 470],
      [95, 280, 750],
      [190, 470, 1100],
      [380, 950, 2800],
      [550, 1500, 4700],
      [750, 1900, 7500],
      [950, 3800, 15000],
    ],
  },
  3: {
    counts: [6, 5, 4, 2, 1, 1, 1],
    pays: [
      [90, 180, 460],
      [90, 280, 740],
      [180, 460, 1100],
      [370, 920, 2800],
      [740, 1800, 7400],
      [920, 2800, 11000],
      [1800, 4600, 18000],
    ],
  },
  4: {
    counts: [5, 5, 4, 3, 1, 1, 1],
    pays: [
      [85, 250, 680],
      [85, 340, 850],
      [170, 510, 1350],
      [340, 1000, 3400],
      [850, 2500, 8500],
      [1000, 4200, 17000],
      [1700, 8500, 34000],
    ],
  },
  5: {
    counts: [5, 4, 4, 3, 2, 1, 1],
    pays: [
      [80, 240, 800],
      [160, 320, 970],
      [160, 490, 1600],
      [320, 970, 4000],
      [650, 2400, 9700],
      [1600, 6500, 32000],
      [2400, 12000, 65000],
    ],
  },
};

export interface SlotMaths {
  volatility: 1 | 2 | 3 | 4 | 5;
  rtpBasisPoints: number;
  /** counts[reel][symbol]: how many of the 20 stops show the symbol (the scatter last). */
  counts: readonly (readonly number[])[];
  /** strips[reel][stop] = symbol index. */
  strips: readonly Uint8Array[];
  /** pays[symbol * 3 + (count − 3)] = per cent of the stake one line pays. */
  pays: Int32Array;
  /** windows[(reel * STRIP_LENGTH + stop) * ROWS + row] = the symbol shown: the strips unrolled for speed. */
  windows: Uint8Array;
}

export interface SlotGame {
  /** Decides where the strips start, so games of one volatility still look different. */
  id: number;
  volatility: number;
  rtpBasisPoints: number;
}

/** How to tune the pays: with scatters on the reels, and the features' factor on the base RTP (1 without). */
export interface LineTuning {
  scatters: boolean;
  factor: Fraction;
}
const PLAIN: LineTuning = { scatters: false, factor: fraction(1) };

const payIndex = (symbol: number, count: number) => symbol * 3 + count - 3;

/**
 * Of all stop combinations, how many make ONE line pay `count` of `symbol` (exactly that many from the left).
 * A line crosses each reel at one row, and every row of a uniformly stopped strip is uniform over the strip.
 */
export function lineCombinations(counts: readonly (readonly number[])[], symbol: number, count: number): number {
  let matching = 1;
  for (let reel = 0; reel < count; reel++) matching *= counts[reel]![symbol]!;
  if (count === REELS) return matching;
  return matching * (STRIP_LENGTH - counts[count]![symbol]!) * STRIP_LENGTH ** (REELS - count - 1);
}

/** Each reel's symbol counts: the profile's, with one cherry made a scatter on the scatter reels. */
function reelCounts(profile: VolatilityProfile, scatters: boolean): number[][] {
  return Array.from({ length: REELS }, (_, reel) => {
    const withScatter = scatters && SCATTER_REELS.includes(reel);
    return [profile.counts[0]! - (withScatter ? 1 : 0), ...profile.counts.slice(1), withScatter ? 1 : 0];
  });
}

/**
 * Pays for an exact RTP: Σ pay × combinations = RTP × 100 % × COMBINATIONS / (LINES × factor). Without features
 * the target is a whole number (3,200 × basis points) and the pays meet it exactly; with them, to within one
 * combination of the five sevens (a millionth of a percentage point).
 */
function tunedPays(profile: VolatilityProfile, counts: number[][], rtpBasisPoints: number, factor: Fraction) {
  const target = (rtpBasisPoints * COMBINATIONS * Number(factor.d)) / (100 * LINES * Number(factor.n));
  const entries = profile.pays.flatMap((row, symbol) =>
    row.map((pay, k) => ({
      index: payIndex(symbol, k + 3),
      base: pay,
      weight: lineCombinations(counts, symbol, k + 3),
    })),
  );
  return tunePays(entries, SYMBOL_COUNT * 3, target);
}

/** The strip of one reel: each symbol spread evenly over the 20 stops, rotated per game and reel. */
function strip(counts: readonly number[], rotation: number): Uint8Array {
  const stops = counts
    .flatMap((n, symbol) => Array.from({ length: n }, (_, i) => ({ symbol, at: (i + 0.5) / n + symbol / 1000 })))
    .sort((a, b) => a.at - b.at)
    .map((s) => s.symbol);
  const out = new Uint8Array(STRIP_LENGTH);
  for (let i = 0; i < STRIP_LENGTH; i++) out[i] = stops[(i + rotation) % STRIP_LENGTH]!;
  return out;
}

const cache = new Map<string, SlotMaths>();

/**
 * A catalogue game's line maths, derived from its id, volatility and RTP (and its features' tuning) only, so
 * always the same.
 */
export function slotMathsFor(game: SlotGame, tuning: LineTuning = PLAIN): SlotMaths {
  const volatility = Math.min(5, Math.max(1, Math.round(game.volatility))) as SlotMaths['volatility'];
  const key = `${game.id}:${volatility}:${game.rtpBasisPoints}:${tuning.scatters}:${tuning.factor.n}/${tuning.factor.d}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const profile = PROFILES[volatility];
  const counts = reelCounts(profile, tuning.scatters);
  const strips = counts.map((reel, i) => strip(reel, (game.id * (2 * i + 3)) % STRIP_LENGTH));
  const maths: SlotMaths = {
    volatility,
    rtpBasisPoints: game.rtpBasisPoints,
    counts,
    strips,
    pays: tunedPays(profile, counts, game.rtpBasisPoints, tuning.factor),
    windows: windowsOf(strips),
  };
  cache.set(key, maths);
  return maths;
}

/**
 * The chance a reel shows `n` scatters (index n): a reel holds at most one scatter, seen on 3 of its 20 stops.
 */
export const lineScatterOdds = (maths: SlotMaths) =>
  maths.counts.map((reel) => {
    const seen = fraction(reel[SCATTER]! * ROWS, STRIP_LENGTH);
    return [fraction(seen.d - seen.n, seen.d), seen];
  });

/** The exact RTP of the base spin as a fraction: `paid / staked` over every stop combination (per cent units). */
export function exactSlotRtp(maths: SlotMaths): { paid: number; staked: number } {
  const { counts } = maths;
  let perLine = 0;
  for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++)
    for (let count = 3; count <= REELS; count++)
      perLine += maths.pays[payIndex(symbol, count)]! * lineCombinations(counts, symbol, count);
  return { paid: perLine * LINES, staked: 100 * COMBINATIONS };
}

/** PAYLINES flattened: LINE_ROWS[line * REELS + reel] = row. */
const LINE_ROWS = Uint8Array.from(PAYLINES.flat());

function windowsOf(strips: readonly Uint8Array[]): Uint8Array {
  const windows = new Uint8Array(REELS * STRIP_LENGTH * ROWS);
  for (let reel = 0; reel < REELS; reel++)
    for (let stop = 0; stop < STRIP_LENGTH; stop++)
      for (let row = 0; row < ROWS; row++)
        windows[(reel * STRIP_LENGTH + stop) * ROWS + row] = strips[reel]![(stop + row) % STRIP_LENGTH]!;
  return windows;
}

/**
 * A line's win as `symbol * 8 + count`, or 0 when it pays nothing. No allocation: a simulation calls this tens
 * of millions of times.
 */
function lineHit(windows: Uint8Array, stops: ArrayLike<number>, line: number): number {
  const rows = line * REELS;
  const first = windows[stops[0]! * ROWS + LINE_ROWS[rows]!]!;
  if (first === SCATTER) return 0;
  let count = 1;
  while (
    count < REELS &&
    windows[((count * STRIP_LENGTH + stops[count]!) * ROWS + LINE_ROWS[rows + count]!) | 0] === first
  )
    count++;
  return count >= 3 ? first * 8 + count : 0;
}

/** What the spin stopped at `stops` pays, in per cent of the stake (all lines). */
export function payPercentAt(maths: SlotMaths, stops: ArrayLike<number>): number {
  const { windows, pays } = maths;
  let total = 0;
  for (let line = 0; line < LINES; line++) {
    const hit = lineHit(windows, stops, line);
    if (hit) total += pays[(hit >> 3) * 3 + (hit & 7) - 3]!;
  }
  return total;
}

const drawn = new Int32Array(REELS);

/** One spin's pay in per cent of the stake, for simulations (no allocation per spin). */
export function simulateSpin(maths: SlotMaths, random: RandomInt): number {
  for (let reel = 0; reel < REELS; reel++) drawn[reel] = random(STRIP_LENGTH);
  return payPercentAt(maths, drawn);
}

export interface SlotSpin {
  stops: number[];
  /** How many scatters show. */
  scatters: number;
  /** reels[reel][row], top row first. */
  reels: SlotSymbol[][];
  lineWins: { line: number; symbol: SlotSymbol; count: number; winOre: number }[];
  winOre: number;
}

/** One spin for `stakeOre` (whole kroner): where the reels stop, what shows, which lines pay and the win. */
export function spinSlot(maths: SlotMaths, random: RandomInt, stakeOre: number): SlotSpin {
  const stops = Array.from({ length: REELS }, () => random(STRIP_LENGTH));
  const reels = stops.map((stop, reel) =>
    Array.from({ length: ROWS }, (_, row) => slotSymbols[maths.strips[reel]![(stop + row) % STRIP_LENGTH]!]!),
  );
  const lineWins: SlotSpin['lineWins'] = [];
  for (let line = 0; line < LINES; line++) {
    const hit = lineHit(maths.windows, stops, line);
    if (!hit) continue;
    const percent = maths.pays[payIndex(hit >> 3, hit & 7)]!;
    lineWins.push({
      line: line + 1,
      symbol: slotSymbols[hit >> 3]!,
      count: hit & 7,
      winOre: (stakeOre * percent) / 100,
    });
  }
  const scatters = reels.flat().filter((symbol) => symbol === 'scatter').length;
  return { stops, reels, scatters, lineWins, winOre: lineWins.reduce((sum, w) => sum + w.winOre, 0) };
}

/** The paytable for the provider's page: per symbol, the per cent of the stake 3, 4 and 5 pay. */
export function slotPaytable(maths: SlotMaths): { symbol: SlotSymbol; percent: [number, number, number] }[] {
  return slotSymbols.slice(0, SYMBOL_COUNT).map((symbol, s) => ({
    symbol,
    percent: [maths.pays[payIndex(s, 3)]!, maths.pays[payIndex(s, 4)]!, maths.pays[payIndex(s, 5)]!],
  }));
}

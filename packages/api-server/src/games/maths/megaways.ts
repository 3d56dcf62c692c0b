import { slotSymbols, type SlotSymbol } from '@casino/api-client/play';
import { add, fraction, mul, pow, sum, toNumber, ZERO, type Fraction } from './exact-fraction.ts';
import type { RandomInt } from './random-source.ts';
import { tunePays } from './slot-feature-odds.ts';
import type { LineTuning, SlotGame } from './slots.ts';

// Megaways: six reels, each showing 2 to 7 symbols on every spin (each height equally likely), so a spin has
// from 64 to 7^6 = 117,649 ways. Every symbol on a reel is drawn by the weights below, independently. A symbol
// pays when it shows on 3 or more adjacent reels from the left: its pay per way times the number of ways
// (the product of how many times it shows on each of those reels). Pays are whole per cent of the stake per way.
//
// Reels and symbols are independent, so the exact RTP is a sum of products (exactMegawaysRtp): no enumeration
// and no simulation needed to know it. A game with bonus spins adds a scatter to the weights.

export const MEGAWAYS_REELS = 6;
export const MIN_HEIGHT = 2;
export const MAX_HEIGHT = 7;
const HEIGHTS = MAX_HEIGHT - MIN_HEIGHT + 1;
export const MAX_WAYS = MAX_HEIGHT ** MEGAWAYS_REELS;
/** The paying symbols (the scatter pays no ways). */
const PAYING = slotSymbols.indexOf('scatter');
const SCATTER = PAYING;
const MIN_RUN = 3;
const RUNS = MEGAWAYS_REELS - MIN_RUN + 1;

/** Draw weights of the paying symbols, lowest first; the scatter's weight is 1 in a bonus-spins game. */
const WEIGHTS = [9, 8, 7, 6, 4, 3, 2];
/** Per way, in per cent of the stake, for 3-6 reels, before tuning to the published RTP. */
const BASE_PAYS: readonly (readonly number[])[] = [
  [10, 20, 40, 100],
  [10, 25, 50, 120],
  [15, 30, 60, 150],
  [20, 40, 100, 250],
  [30, 75, 200, 500],
  [50, 150, 400, 1000],
  [100, 300, 1000, 5000],
];

export interface MegawaysMaths {
  rtpBasisPoints: number;
  /** weights[symbol], the scatter last (0 without bonus spins). */
  weights: readonly number[];
  totalWeight: number;
  /** symbolOfDraw[n] = the symbol a draw of n (0 … totalWeight − 1) shows. */
  symbolOfDraw: Uint8Array;
  /** pays[symbol * 4 + reels − 3] = per cent of the stake per way. */
  pays: Int32Array;
}

const payIndex = (symbol: number, reels: number) => symbol * RUNS + reels - MIN_RUN;

/** How often a reel shows each height: 1/6 each. */
const heightChance = fraction(1, HEIGHTS);
const heights = Array.from({ length: HEIGHTS }, (_, i) => MIN_HEIGHT + i);

/** Exact expected ways of `symbol` on exactly `reels` reels from the left (the next reel, if any, lacks it). */
export function expectedWays(weights: readonly number[], symbol: number, reels: number): Fraction {
  const total = weights.reduce((s, w) => s + w, 0);
  const p = fraction(weights[symbol]!, total);
  // E[how many times a reel shows the symbol] and P(a reel does not show it), over the reel's height.
  const shown = mul(p, sum(heights.map((h) => mul(heightChance, fraction(h)))));
  const absent = sum(heights.map((h) => mul(heightChance, pow(fraction(total - weights[symbol]!, total), h))));
  const run = pow(shown, reels);
  return reels === MEGAWAYS_REELS ? run : mul(run, absent);
}

const binomial = (n: number, k: number) => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};

/** The symbol weights, with the scatter's last. */
export const megawaysWeights = (scatters: boolean) => [...WEIGHTS, scatters ? 1 : 0];

/** The chance one reel shows n scatters (index n). */
export function megawaysScatterOdds(maths: Pick<MegawaysMaths, 'weights' | 'totalWeight'>): Fraction[][] {
  const q = fraction(maths.weights[SCATTER]!, maths.totalWeight);
  const notQ = fraction(q.d - q.n, q.d);
  const reel = Array.from({ length: MAX_HEIGHT + 1 }, (_, n) =>
    sum(
      heights
        .filter((h) => h >= n)
        .map((h) => mul(heightChance, mul(fraction(binomial(h, n)), mul(pow(q, n), pow(notQ, h - n))))),
    ),
  );
  return Array.from({ length: MEGAWAYS_REELS }, () => reel);
}

/** The exact RTP of one base spin, as a share of the stake. */
export function exactMegawaysRtp(maths: MegawaysMaths): Fraction {
  let rtp = ZERO;
  for (let symbol = 0; symbol < PAYING; symbol++)
    for (let reels = MIN_RUN; reels <= MEGAWAYS_REELS; reels++)
      rtp = add(
        rtp,
        mul(fraction(maths.pays[payIndex(symbol, reels)]!, 100), expectedWays(maths.weights, symbol, reels)),
      );
  return rtp;
}

const waysCache = new Map<string, number[]>();
/** The expected ways per pay entry as doubles, for tuning (one list per weight set). */
function waysWeights(weights: readonly number[]): number[] {
  const key = weights.join(',');
  let cached = waysCache.get(key);
  if (!cached) {
    cached = [];
    for (let symbol = 0; symbol < PAYING; symbol++)
      for (let reels = MIN_RUN; reels <= MEGAWAYS_REELS; reels++)
        cached[payIndex(symbol, reels)] = toNumber(expectedWays(weights, symbol, reels));
    waysCache.set(key, cached);
  }
  return cached;
}

const cache = new Map<string, MegawaysMaths>();

/** A Megaways game's maths from its RTP and features only (the same for every game alike). */
export function megawaysMathsFor(game: SlotGame, tuning: LineTuning): MegawaysMaths {
  const key = `${game.rtpBasisPoints}:${tuning.scatters}:${tuning.factor.n}/${tuning.factor.d}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const weights = megawaysWeights(tuning.scatters);
  const totalWeight = weights.reduce((s, w) => s + w, 0);
  const ways = waysWeights(weights);
  // Σ pay/100 × E[ways] = RTP / factor, so Σ pay × E[ways] = basis points / (100 × factor).
  const target = (game.rtpBasisPoints * Number(tuning.factor.d)) / (100 * Number(tuning.factor.n));
  const entries = BASE_PAYS.flatMap((row, symbol) =>
    row.map((base, i) => ({
      index: payIndex(symbol, i + MIN_RUN),
      base,
      weight: ways[payIndex(symbol, i + MIN_RUN)]!,
    })),
  );
  const symbolOfDraw = Uint8Array.from(weights.flatMap((w, symbol) => Array<number>(w).fill(symbol)));
  const maths: MegawaysMaths = {
    rtpBasisPoints: game.rtpBasisPoints,
    weights,
    totalWeight,
    symbolOfDraw,
    pays: tunePays(entries, PAYING * RUNS, target),
  };
  cache.set(key, maths);
  return maths;
}

const counts = new Int32Array(MEGAWAYS_REELS * slotSymbols.length);

/** Draws the reels into `counts` (per reel and symbol); `onSymbol` sees each symbol when the spin is shown. */
function drawReels(maths: MegawaysMaths, random: RandomInt, onSymbol?: (reel: number, symbol: number) => void) {
  counts.fill(0);
  const stride = slotSymbols.length;
  for (let reel = 0; reel < MEGAWAYS_REELS; reel++) {
    const height = MIN_HEIGHT + random(HEIGHTS);
    for (let row = 0; row < height; row++) {
      const symbol = maths.symbolOfDraw[random(maths.totalWeight)]!;
      counts[reel * stride + symbol] = counts[reel * stride + symbol]! + 1;
      onSymbol?.(reel, symbol);
    }
  }
}

/** The run of `symbol` from the left in `counts`: how many reels and how many ways. */
function runOf(symbol: number): { reels: number; ways: number } {
  const stride = slotSymbols.length;
  let reels = 0;
  let ways = 1;
  while (reels < MEGAWAYS_REELS && counts[reels * stride + symbol]! > 0) ways *= counts[reels++ * stride + symbol]!;
  return { reels, ways };
}

const scattersDrawn = () => {
  let n = 0;
  for (let reel = 0; reel < MEGAWAYS_REELS; reel++) n += counts[reel * slotSymbols.length + SCATTER]!;
  return n;
};

/** One spin's pay in per cent of the stake and its scatters, for simulations. */
export function simulateMegawaysSpin(maths: MegawaysMaths, random: RandomInt): { percent: number; scatters: number } {
  drawReels(maths, random);
  let percent = 0;
  for (let symbol = 0; symbol < PAYING; symbol++) {
    const { reels, ways } = runOf(symbol);
    if (reels >= MIN_RUN) percent += maths.pays[payIndex(symbol, reels)]! * ways;
  }
  return { percent, scatters: scattersDrawn() };
}

export interface MegawaysSpin {
  reels: SlotSymbol[][];
  /** The spin's ways: the product of the reels' heights. */
  ways: number;
  scatters: number;
  waysWins: { symbol: SlotSymbol; reels: number; ways: number; winOre: number }[];
  winOre: number;
}

/** One spin for `stakeOre` (whole kroner, so every way's win is whole øre). */
export function spinMegaways(maths: MegawaysMaths, random: RandomInt, stakeOre: number): MegawaysSpin {
  const reels: SlotSymbol[][] = Array.from({ length: MEGAWAYS_REELS }, () => []);
  drawReels(maths, random, (reel, symbol) => reels[reel]!.push(slotSymbols[symbol]!));
  const waysWins: MegawaysSpin['waysWins'] = [];
  for (let symbol = 0; symbol < PAYING; symbol++) {
    const { reels: run, ways } = runOf(symbol);
    if (run < MIN_RUN) continue;
    const winOre = (stakeOre * maths.pays[payIndex(symbol, run)]! * ways) / 100;
    waysWins.push({ symbol: slotSymbols[symbol]!, reels: run, ways, winOre });
  }
  return {
    reels,
    ways: reels.reduce((product, reel) => product * reel.length, 1),
    scatters: scattersDrawn(),
    waysWins,
    winOre: waysWins.reduce((s, w) => s + w.winOre, 0),
  };
}

/** Per paying symbol, the per cent of the stake one way pays on 3, 4, 5 and 6 reels. */
export function megawaysPaytable(maths: MegawaysMaths): { symbol: SlotSymbol; percent: number[] }[] {
  return slotSymbols.slice(0, PAYING).map((symbol, s) => ({
    symbol,
    percent: Array.from({ length: RUNS }, (_, i) => maths.pays[payIndex(s, i + MIN_RUN)]!),
  }));
}

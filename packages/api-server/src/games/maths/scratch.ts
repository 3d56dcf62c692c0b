import { shuffle, type RandomInt } from './random-source.ts';

// A scratch card of nine cells. Like a printed series, the card's prize is drawn from a prize table the moment
// the card is bought (one draw in a million tickets); the cells are then laid out to show it: three equal
// amounts for the prize, and otherwise no amount more than twice. Scratching only reveals what is settled.

export const CELLS = 9;
/** A series of this many cards: prize weights are whole cards of it, so the RTP is an exact fraction. */
export const SERIES = 1_000_000;
/** Prizes in multiples of the card's price, lowest first. */
export const PRIZE_MULTIPLES = [1, 2, 5, 10, 20, 50, 100] as const;

/**
 * Cards per million winning 2x, 5x, ... 100x, by volatility (1-5). The 1x prize (price back) takes what the
 * game's RTP leaves, which makes the RTP exact. Higher volatility moves the money from small prizes to big ones.
 */
const UPPER_WEIGHTS: Record<1 | 2 | 3 | 4 | 5, readonly number[]> = {
  1: [110_000, 40_000, 10_000, 3_000, 500, 100],
  2: [95_000, 38_000, 11_000, 3_500, 900, 200],
  3: [85_000, 35_000, 12_000, 4_000, 1_200, 350],
  4: [72_000, 32_000, 13_000, 5_000, 1_600, 450],
  5: [60_000, 30_000, 15_000, 6_000, 2_000, 600],
};

export interface ScratchMaths {
  volatility: 1 | 2 | 3 | 4 | 5;
  rtpBasisPoints: number;
  /** weights[i] = cards per SERIES that win PRIZE_MULTIPLES[i] times the price. */
  weights: readonly number[];
}

export function scratchMathsFor(game: { volatility: number; rtpBasisPoints: number }): ScratchMaths {
  const volatility = Math.min(5, Math.max(1, Math.round(game.volatility))) as ScratchMaths['volatility'];
  const upper = UPPER_WEIGHTS[volatility];
  // Σ weight × multiple = RTP × SERIES; everything above 1x is fixed, so the 1x prize settles the sum exactly.
  const upperPaid = upper.reduce((sum, w, i) => sum + w * PRIZE_MULTIPLES[i + 1]!, 0);
  const priceBack = (game.rtpBasisPoints * SERIES) / 10_000 - upperPaid;
  return { volatility, rtpBasisPoints: game.rtpBasisPoints, weights: [priceBack, ...upper] };
}

/** The exact RTP as a fraction: what a whole series pays over what it costs (in prices). */
export function exactScratchRtp(maths: ScratchMaths): { paid: number; staked: number } {
  return { paid: maths.weights.reduce((sum, w, i) => sum + w * PRIZE_MULTIPLES[i]!, 0), staked: SERIES };
}

/** The prize drawn for one card: an index into PRIZE_MULTIPLES, or −1 for no prize (no allocation). */
export function drawPrize(maths: ScratchMaths, random: RandomInt): number {
  let ticket = random(SERIES);
  for (let i = 0; i < maths.weights.length; i++) {
    ticket -= maths.weights[i]!;
    if (ticket < 0) return i;
  }
  return -1;
}

export interface ScratchCard {
  /** Prize amount in øre of each cell, row by row. */
  cellsOre: number[];
  /** The three cells that show the prize, ascending; empty for a card without a prize. */
  winningCells: number[];
  winOre: number;
}

/** Buys one card for `stakeOre`: the prize is decided here, then the nine cells are laid out to show it. */
export function buyScratchCard(maths: ScratchMaths, random: RandomInt, stakeOre: number): ScratchCard {
  const prize = drawPrize(maths, random);
  // Every other amount may appear at most twice, so only the drawn prize can make three of a kind.
  const others = PRIZE_MULTIPLES.flatMap((m, i) => (i === prize ? [] : [m, m]));
  const filler = shuffle(others, random).slice(0, prize < 0 ? CELLS : CELLS - 3);
  const multiples = prize < 0 ? filler : [...filler, ...Array<number>(3).fill(PRIZE_MULTIPLES[prize]!)];
  const cells = shuffle(
    multiples.map((multiple, i) => ({ multiple, winning: prize >= 0 && i >= CELLS - 3 })),
    random,
  );
  return {
    cellsOre: cells.map((c) => c.multiple * stakeOre),
    winningCells: cells.flatMap((c, i) => (c.winning ? [i] : [])),
    winOre: prize < 0 ? 0 : PRIZE_MULTIPLES[prize]! * stakeOre,
  };
}

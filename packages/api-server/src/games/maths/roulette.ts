import type { RouletteBet } from '@casino/api-client/play';
import type { RandomInt } from './random-source.ts';
import {
  covers,
  DOUBLE_ZERO,
  isEvenMoney,
  isOnLayout,
  isRed,
  PAYS_TO_ONE,
  pocketsOf,
  type RouletteWheel,
  type TableBet,
} from './roulette-layout.ts';

// Roulette: each pocket of the wheel equally likely. The catalogue's game today is European roulette with
// one bet a spin (a number or an even-money chance): every bet returns 36/37 of its stake on average, 97.297 %,
// published as 97.30 %. The French and American wheels and the whole layout (roulette-layout.ts) play through
// `spinTable`, several bets a spin.

export const POCKETS = 37;

/** The published RTP of every European roulette bet, in basis points (36/37 rounded to 0.01 %). */
export const ROULETTE_RTP_BASIS_POINTS = 9730;

export type RouletteColour = 'red' | 'black' | 'green';

export const colourOf = (pocket: number): RouletteColour =>
  pocket === 0 || pocket === DOUBLE_ZERO ? 'green' : isRed(pocket) ? 'red' : 'black';

function assertOnLayout(wheel: RouletteWheel, bet: TableBet): void {
  if (!isOnLayout(wheel, bet)) throw new RangeError(`The ${wheel} layout has no bet ${JSON.stringify(bet)}`);
}

/**
 * What a bet on the layout returns on `pocket`, in stakes (stake included): its pay + 1 when it covers the
 * pocket; on the French wheel an even-money bet gets half its stake back on zero (la partage).
 */
export function tableReturn(wheel: RouletteWheel, bet: TableBet, pocket: number): number {
  if (covers(bet, pocket)) return PAYS_TO_ONE[bet.type] + 1;
  return wheel === 'french' && pocket === 0 && isEvenMoney(bet) ? 0.5 : 0;
}

/** The exact RTP of a bet as a fraction over the wheel's pockets (`paid` may end in a half: la partage). */
export function exactTableRtp(wheel: RouletteWheel, bet: TableBet): { paid: number; staked: number } {
  assertOnLayout(wheel, bet);
  let paid = 0;
  for (let pocket = 0; pocket < pocketsOf(wheel); pocket++) paid += tableReturn(wheel, bet, pocket);
  return { paid, staked: pocketsOf(wheel) };
}

/** A bet's published RTP in basis points: its exact RTP rounded to 0.01 %. */
export function tableRtpBasisPoints(wheel: RouletteWheel, bet: TableBet): number {
  const { paid, staked } = exactTableRtp(wheel, bet);
  return Math.round((paid * 10_000) / staked);
}

/** What the catalogue's European game returns for a bet of the API (stake included). */
export const returnMultiple = (bet: RouletteBet, pocket: number): number => tableReturn('european', bet, pocket);

/** The exact RTP of a bet as a fraction, over the 37 pockets. */
export const exactRouletteRtp = (bet: RouletteBet): { paid: number; staked: number } => exactTableRtp('european', bet);

export interface RouletteSpin {
  pocket: number;
  colour: RouletteColour;
  winOre: number;
}

/** One spin of the wheel for `stakeOre` on `bet`. */
export function spinRoulette(random: RandomInt, stakeOre: number, bet: RouletteBet): RouletteSpin {
  const pocket = random(POCKETS);
  return { pocket, colour: colourOf(pocket), winOre: returnMultiple(bet, pocket) * stakeOre };
}

export interface PlacedBet {
  bet: TableBet;
  stakeOre: number;
}

export interface TableSpin extends RouletteSpin {
  /** What each placed bet returns in øre, stake included, in the order placed. */
  returnsOre: number[];
}

/**
 * One spin of `wheel` settling every bet placed on it. Bets are checked before the ball is thrown: each must be
 * on the layout, with a stake of whole øre, and even on a French even-money bet so la partage is whole øre.
 */
export function spinTable(random: RandomInt, wheel: RouletteWheel, bets: readonly PlacedBet[]): TableSpin {
  if (bets.length === 0) throw new RangeError('A spin needs a bet');
  for (const { bet, stakeOre } of bets) {
    assertOnLayout(wheel, bet);
    const halfBack = wheel === 'french' && isEvenMoney(bet);
    if (!Number.isInteger(stakeOre) || stakeOre <= 0 || (halfBack && stakeOre % 2 !== 0))
      throw new RangeError(`A stake of ${stakeOre} øre cannot be placed on ${bet.type}`);
  }
  const pocket = random(pocketsOf(wheel));
  const returnsOre = bets.map(({ bet, stakeOre }) => tableReturn(wheel, bet, pocket) * stakeOre);
  return { pocket, colour: colourOf(pocket), returnsOre, winOre: returnsOre.reduce((a, b) => a + b, 0) };
}

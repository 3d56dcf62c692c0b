import type { RouletteBet } from '@casino/api-client/play';
import type { RandomInt } from './random-source.ts';

// European roulette: one zero, 37 pockets, each equally likely. A number pays 35 to 1, red/black and even/odd
// pay 1 to 1 and lose on zero. Every bet returns 36/37 of its stake on average: 97.297 %, published as 97.30 %.

export const POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The published RTP of every roulette bet, in basis points (36/37 rounded to 0.01 %). */
export const ROULETTE_RTP_BASIS_POINTS = 9730;

export type RouletteColour = 'red' | 'black' | 'green';

export const colourOf = (pocket: number): RouletteColour =>
  pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';

/** What a bet returns, in stakes (stake included): 36 for a hit number, 2 for a won chance, else 0. */
export function returnMultiple(bet: RouletteBet, pocket: number): number {
  switch (bet.type) {
    case 'straight':
      return pocket === bet.number ? 36 : 0;
    case 'red':
    case 'black':
      return pocket !== 0 && colourOf(pocket) === bet.type ? 2 : 0;
    case 'even':
      return pocket !== 0 && pocket % 2 === 0 ? 2 : 0;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
  }
}

/** The exact RTP of a bet as a fraction, over the 37 pockets. */
export function exactRouletteRtp(bet: RouletteBet): { paid: number; staked: number } {
  let paid = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) paid += returnMultiple(bet, pocket);
  return { paid, staked: POCKETS };
}

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

import type { TableBetChoice } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { betFits } from './maths/catalogue-maths.ts';
import type { PlayableGameRow } from './playable-game.ts';

const errors = gameTexts.errors;

/**
 * What is wrong with a round's bet, in Danish, or null: roulette and baccarat need to know what the stake is on
 * (a bet of the game's own table); the others take none.
 */
export function betProblem(game: PlayableGameRow, bet: TableBetChoice | undefined): string | null {
  const fits = betFits(game.maths, bet);
  if (fits === 'fits') return null;
  if (fits === 'required') return errors.betRequired;
  if (game.maths.kind === 'roulette' && bet?.type === 'straight') return errors.doubleZeroOnlyAmerican;
  return errors.betNotAllowed;
}

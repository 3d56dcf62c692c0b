import type { Game, Jackpots } from '@casino/api-client';

// The catalogue is cached for minutes; the jackpot pools grow with every round. The live amounts (GET
// /api/jackpots, polled) replace the catalogue's figure, keeping each unchanged game the same object so the
// cards of games whose jackpot did not move are not drawn again.

/** The live amount of each jackpot game by slug, from the polled list. */
export const liveAmountsOf = (jackpots: Jackpots | null | undefined): ReadonlyMap<string, number> | null =>
  jackpots ? new Map(jackpots.jackpots.map((j) => [j.slug, j.amount])) : null;

const lastLive = new WeakMap<Game, Game>();

/** `game` with its live jackpot: the same object while the amount is the catalogue's or the last one shown. */
function withLiveJackpot(game: Game, amount: number | undefined): Game {
  if (amount === undefined || game.jackpot === null || amount === game.jackpot) return game;
  const last = lastLive.get(game);
  if (last?.jackpot === amount) return last;
  const live = { ...game, jackpot: amount };
  lastLive.set(game, live);
  return live;
}

/** The catalogue's games with their live jackpots (the list itself when nothing is live yet). */
export function withLiveJackpots(games: Game[], live: ReadonlyMap<string, number> | null): Game[] {
  if (!live) return games;
  return games.map((game) => withLiveJackpot(game, live.get(game.slug)));
}

import type { Game, Jackpots } from '@casino/api-client';

// The catalogue is cached for minutes; the jackpot pools grow with every round. The live amounts (GET
// /api/jackpots, polled) replace the catalogue's figure, keeping each unchanged game the same object so the
// cards of games whose jackpot did not move are not drawn again.

/** The live amount of each jackpot game by slug, from the polled list. */
export const liveAmountsOf = (jackpots: Jackpots | null | undefined): ReadonlyMap<string, number> | null =>
  jackpots ? new Map(jackpots.jackpots.map((j) => [j.slug, j.amount])) : null;

/** What a card or a game page reads of a game for its jackpot. */
type WithJackpot = Pick<Game, 'slug' | 'jackpot'>;

const lastLive = new WeakMap<WithJackpot, WithJackpot>();

/** `game` with its live jackpot: the same object while the amount is the catalogue's or the last one shown. */
function withLiveJackpot<G extends WithJackpot>(game: G, amount: number | undefined): G {
  if (amount === undefined || game.jackpot === null || amount === game.jackpot) return game;
  const last = lastLive.get(game);
  if (last?.jackpot === amount) return last as G;
  const live = { ...game, jackpot: amount };
  lastLive.set(game, live);
  return live;
}

/** The catalogue's games with their live jackpots (the list itself when nothing is live yet). */
export function withLiveJackpots<G extends WithJackpot>(games: G[], live: ReadonlyMap<string, number> | null): G[] {
  if (!live) return games;
  return games.map((game) => withLiveJackpot(game, live.get(game.slug)));
}

import { queryOptions } from '@tanstack/react-query';
import {
  getGameCards,
  getCategories,
  getGameBySlug,
  getGameManual,
  getTags,
  type ContentListResult,
} from './calls/catalogue.ts';
import { getSystemNotifications } from './calls/notifications.ts';
import { getDepositStatus } from './calls/balance.ts';
import { getFavoriteGames, getProfile, getRecentPlayed } from './calls/profiles.ts';
import { getWins } from './calls/wins.ts';
import { getJackpots } from './calls/jackpots.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { HttpResult } from './http.ts';
import { queryKeys } from './query-keys.ts';
import type { Environment } from './registry.ts';
import type { Game, GameCard } from './schemas/catalogue.ts';
import type { TermsQuery } from './schemas/catalogue-params.ts';
import { recentPlayedLimit } from '@casino/api-client/rules';
import type { FavouriteGamesQuery, WinsQuery } from './schemas/player-games.ts';
import type { DepositStatus } from './schemas/balance.ts';
import { listedGames, withEnvironmentVisibility } from './visibility.ts';

/** Queries resolve to the parsed data, or null when the request was cancelled or timed out. */
export const dataOf = <T>(result: HttpResult<T>): T | null => result.data;

/** Spec section 6: player data is fetched only when authenticated. */
export interface AuthGate {
  isAuthenticated: boolean;
}

/**
 * A query of the player's data (spec section 6): fetched only when authenticated, resolving to the parsed data or
 * null when cancelled. Spread it into `queryOptions` for more options (a stale time, a refetch interval).
 */
export function authedQuery<T, const Key extends readonly unknown[]>(
  { isAuthenticated }: AuthGate,
  queryKey: Key,
  call: (options: { signal: AbortSignal }) => Promise<HttpResult<T>>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => call({ signal }).then(dataOf), enabled: isAuthenticated });
}

export const profileQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.profile, ({ signal }) => getProfile({ signal }));

export const recentPlayedQuery = ({ isAuthenticated, limit = recentPlayedLimit }: AuthGate & { limit?: number }) =>
  authedQuery({ isAuthenticated }, queryKeys.recentPlayed(limit), ({ signal }) => getRecentPlayed(limit, { signal }));

export const favouriteGamesQuery = ({ isAuthenticated, ...query }: AuthGate & FavouriteGamesQuery) =>
  authedQuery({ isAuthenticated }, queryKeys.favouriteGames(query), ({ signal }) =>
    getFavoriteGames(query, { signal }),
  );

/** The public wins list (/wins): no authentication needed. */
export const winsQuery = (query: WinsQuery = {}) =>
  queryOptions({ queryKey: queryKeys.wins(query), queryFn: ({ signal }) => getWins(query, { signal }).then(dataOf) });

/** The live jackpot pools (lobby and game pages): public, read again every 30 s while shown (rounds grow them). */
export const jackpotsQuery = () =>
  queryOptions({
    queryKey: queryKeys.jackpots,
    queryFn: ({ signal }) => getJackpots({ signal }).then(dataOf),
    refetchInterval: 30_000,
  });

/** Spec section 4: requested once the user is loaded. */
export const systemNotificationsQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.systemNotifications, ({ signal }) => getSystemNotifications({ signal }));

export const depositStatusQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.depositStatus, ({ signal }) => getDepositStatus({ signal }));

/** The catalogue changes when the back office publishes, not while a player browses. */
const catalogueStaleMs = 5 * 60_000;

type GamesResult = ContentListResult<GameCard>;
// One select function per environment: a stable select keeps the selected list (and what pages memoise
// on it) the same object between renders.
const listedIn = new Map<Environment, (result: GamesResult) => GamesResult>();
function listedSelect(environment: Environment) {
  let select = listedIn.get(environment);
  if (!select) {
    select = (result) =>
      result.data
        ? { ...result, data: { ...result.data, items: listedGames(result.data.items, environment) } }
        : result;
    listedIn.set(environment, select);
  }
  return select;
}

/**
 * The whole catalogue as cards (one answer, see getGameCards) with the visibility rule of spec section 4
 * for `environment`: production lists only active games. For pages that filter and sort in the browser.
 */
export const allGamesQuery = (environment: Environment) =>
  queryOptions({
    queryKey: queryKeys.allGames,
    queryFn: ({ signal }) => getGameCards({ signal }),
    select: listedSelect(environment),
    staleTime: catalogueStaleMs,
  });

/** One game by slug (null when there is none), with the visibility flags of `environment`. */
export const gameQuery = (slug: string, environment?: Environment) =>
  queryOptions({
    queryKey: queryKeys.game(slug),
    queryFn: ({ signal }) => getGameBySlug(slug, { signal }).then(dataOf),
    select: (game: Game | null) => (game && environment ? withEnvironmentVisibility(game, environment) : game),
  });

export const gameManualQuery = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.gameManual(id ?? 0),
    queryFn: ({ signal }) => getGameManual(id ?? 0, { signal }).then(dataOf),
    enabled: id !== null,
  });

export const categoriesQuery = (query: TermsQuery = {}) =>
  queryOptions({ queryKey: queryKeys.categories(query), queryFn: ({ signal }) => getCategories(query, { signal }) });

export const tagsQuery = (query: TermsQuery = {}) =>
  queryOptions({ queryKey: queryKeys.tags(query), queryFn: ({ signal }) => getTags(query, { signal }) });

/**
 * A balance the server has just reported (after a round): the header's balance (the deposit status
 * query) shows it at once. What a round changes elsewhere (history, recent games, wins, trophies) is read
 * again when next shown.
 */
export function rememberBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<DepositStatus | null>(queryKeys.depositStatus, (status) =>
    status ? { ...status, balance } : status,
  );
  for (const queryKey of [
    queryKeys.recentPlayed(0).slice(0, 2),
    queryKeys.transactions({}).slice(0, 3),
    queryKeys.trophies,
    queryKeys.wins({}).slice(0, 1),
  ])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

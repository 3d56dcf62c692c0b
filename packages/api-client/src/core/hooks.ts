import { useQuery } from '@tanstack/react-query';
import type { Environment } from './registry.ts';
import type { GamesQuery, TermsQuery } from './schemas/catalogue-params.ts';
import type { FavouriteGamesQuery, WinsQuery } from './schemas/player-games.ts';
import {
  categoriesQuery,
  depositStatusQuery,
  favouriteGamesQuery,
  gameManualQuery,
  gameQuery,
  gamesQuery,
  myWinsQuery,
  profileQuery,
  recentPlayedQuery,
  sessionQuery,
  systemNotificationsQuery,
  tagsQuery,
  winsQuery,
  type AuthGate,
} from './queries.ts';

/** One hook per read call, on the shared QueryClient; for other options use the factories in queries.ts. */
export const useSessionQuery = () => useQuery(sessionQuery());
export const useProfile = (gate: AuthGate) => useQuery(profileQuery(gate));
export const useRecentPlayed = (args: AuthGate & { limit?: number }) => useQuery(recentPlayedQuery(args));
export const useFavouriteGames = (args: AuthGate & FavouriteGamesQuery) => useQuery(favouriteGamesQuery(args));
export const useMyWins = (args: AuthGate & WinsQuery) => useQuery(myWinsQuery(args));
export const useWins = (query?: WinsQuery) => useQuery(winsQuery(query));
export const useSystemNotifications = (gate: AuthGate) => useQuery(systemNotificationsQuery(gate));
export const useDepositStatus = (gate: AuthGate) => useQuery(depositStatusQuery(gate));
export const useGames = (query?: GamesQuery, environment?: Environment) => useQuery(gamesQuery(query, environment));
export const useGame = (slug: string, environment?: Environment) => useQuery(gameQuery(slug, environment));
export const useGameManual = (id: number | null) => useQuery(gameManualQuery(id));
export const useCategories = (query?: TermsQuery) => useQuery(categoriesQuery(query));
export const useTags = (query?: TermsQuery) => useQuery(tagsQuery(query));

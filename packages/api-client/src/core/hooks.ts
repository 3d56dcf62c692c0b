import { useQuery } from '@tanstack/react-query';
import type { FavouriteGamesQuery } from './schemas/player-games.ts';
import {
  depositStatusQuery,
  favouriteGamesQuery,
  profileQuery,
  systemNotificationsQuery,
  type AuthGate,
} from './queries.ts';

/**
 * Hooks on the shared QueryClient for the reads several places make; a cold page loads this entry, so
 * other reads use `useQuery` with the factories in queries.ts rather than a hook nobody calls.
 */
export const useProfile = (gate: AuthGate) => useQuery(profileQuery(gate));
export const useFavouriteGames = (args: AuthGate & FavouriteGamesQuery) => useQuery(favouriteGamesQuery(args));
export const useSystemNotifications = (gate: AuthGate) => useQuery(systemNotificationsQuery(gate));
export const useDepositStatus = (gate: AuthGate) => useQuery(depositStatusQuery(gate));

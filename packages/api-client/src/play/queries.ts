// '@casino/api-client/play': the play page's game session and the trophies.
import { queryOptions } from '@tanstack/react-query';
import { dataOf, queryKeys, type AuthGate } from '@casino/api-client';
import { getTrophies, startGameSession } from './calls.ts';

/** The player's trophies, computed by the server from real rounds (/mine/trofaeer). */
export const trophiesQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    queryKey: queryKeys.trophies,
    queryFn: ({ signal }) => getTrophies({ signal }).then(dataOf),
    enabled: isAuthenticated,
  });

/**
 * Starts a game for the play page: one session per visit, never repeated behind the player's back (no
 * retry, no refetch) and forgotten when the page is left, so the next visit starts a new one.
 */
export const gameSessionQuery = ({ isAuthenticated, slug }: AuthGate & { slug: string }) =>
  queryOptions({
    queryKey: queryKeys.gameSession(slug),
    queryFn: ({ signal }) => startGameSession(slug, { signal }).then(dataOf),
    enabled: isAuthenticated,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

// '@casino/api-client/play': the play page's game session and the trophies.
import { queryOptions } from '@tanstack/react-query';
import { authedQuery, type AuthGate, queryKeys } from '@casino/api-client';
import { getTrophies, startGameSession } from './calls.ts';

/** The player's trophies, computed by the server from real rounds (/mine/trofaeer). */
export const trophiesQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.trophies, ({ signal }) => getTrophies({ signal }));

/**
 * Starts a game for the play page: one session per visit, never repeated behind the player's back (no
 * retry, no refetch) and forgotten when the page is left, so the next visit starts a new one.
 */
export const gameSessionQuery = ({ isAuthenticated, slug }: AuthGate & { slug: string }) =>
  queryOptions({
    ...authedQuery({ isAuthenticated }, queryKeys.gameSession(slug), ({ signal }) =>
      startGameSession(slug, { signal }),
    ),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

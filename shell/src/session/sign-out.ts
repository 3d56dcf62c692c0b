import type { QueryClient } from '@tanstack/react-query';
import { forgetPlayerData, queryKeys, signOut } from '@casino/api-client';
import { runSignOut } from './sign-out-in-progress.ts';
import { shellSessionKey, type SessionState } from './session-query.ts';

/** How long forgetting waits for signed-in views to let go of their queries (they re-render). */
const releaseTimeoutMs = 1000;

/** Resolves when no mounted view still runs a player query (they are disabled once signed out). */
async function playerQueriesReleased(queryClient: QueryClient): Promise<void> {
  const deadline = Date.now() + releaseTimeoutMs;
  const active = () => queryClient.getQueryCache().findAll({ queryKey: queryKeys.player, type: 'active' });
  while (active().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Signs the player out here first, then on the server. Locally: stop every session
 * read and player request in flight, mark the session signed out (so every signed-in query is
 * disabled), wait for the views to let go, and forget the player's data. Only then is the server
 * told, so no request for player data can reach it after it has forgotten the session (a 401 and an
 * 'SWR error'). A failed server call is logged; the next session read tells the truth.
 */
async function signOutHereThenOnServer(queryClient: QueryClient, onSignedOut?: () => void): Promise<void> {
  await queryClient.cancelQueries({ queryKey: shellSessionKey });
  await queryClient.cancelQueries({ queryKey: queryKeys.player });
  queryClient.setQueryData<SessionState>(shellSessionKey, (previous) => ({
    session: null,
    serverOffsetMs: previous?.serverOffsetMs ?? 0,
  }));
  onSignedOut?.();
  await playerQueriesReleased(queryClient);
  forgetPlayerData(queryClient);
  try {
    await signOut();
  } catch (error) {
    console.error('[shell] sign-out failed', error);
  }
}

/**
 * Signs the player out everywhere: here at once, then on the server; forgets every player query
 * (so no one else's data shows). The session is read again afterwards unless `refetch` is false.
 */
export async function signOutEverywhere(
  queryClient: QueryClient,
  { refetch = true, onSignedOut }: { refetch?: boolean; onSignedOut?: () => void } = {},
): Promise<void> {
  await runSignOut(() => signOutHereThenOnServer(queryClient, onSignedOut));
  if (refetch) await queryClient.invalidateQueries({ queryKey: shellSessionKey });
}

import type { QueryClient } from '@tanstack/react-query';
import { forgetPlayerData, signOut } from '@casino/api-client';
import { shellSessionKey, type SessionState } from './session-query.ts';

/**
 * Signs the player out on the server, forgets every player query (so no one else's data shows)
 * and marks the session as signed out at once. A failed sign-out call is logged; the local state is
 * cleared anyway, and the next session read tells the truth (at once, unless `refetch` is false).
 */
export async function signOutEverywhere(
  queryClient: QueryClient,
  { refetch = true, onSignedOut }: { refetch?: boolean; onSignedOut?: () => void } = {},
): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error('[shell] sign-out failed', error);
  }
  onSignedOut?.();
  // Signed out first, so player queries are disabled before their data is forgotten (no 401 refetch).
  queryClient.setQueryData<SessionState>(shellSessionKey, (previous) => ({
    session: null,
    serverOffsetMs: previous?.serverOffsetMs ?? 0,
  }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  forgetPlayerData(queryClient);
  if (refetch) await queryClient.invalidateQueries({ queryKey: shellSessionKey });
}

import { queryOptions } from '@tanstack/react-query';
import { getSession, queryKeys, type Session } from '@casino/api-client';
import type { SessionSnapshot } from '@casino/platform';
import { sessionRefetchIntervalMs } from './config.ts';
import { serverOffsetFrom } from './server-time.ts';
import { signOutSettled } from './sign-out-in-progress.ts';

export interface SessionState {
  session: Session | null;
  /** Server time minus device time when the answer arrived. */
  serverOffsetMs: number;
}

/** The shell's own key: its data carries the server time, so it must not share the plain session's cache. */
export const shellSessionKey = [...queryKeys.session, 'shell'] as const;

/**
 * The Auth.js session with the server's clock offset. A failed authentication fetch resolves null
 * in the API client (spec section 8, logged there); here it is logged with its status and fails the
 * query, so the last known session stays (see toSessionSnapshot for the first load).
 */
export const shellSessionQuery = (refetchInterval: number = sessionRefetchIntervalMs) =>
  queryOptions({
    queryKey: shellSessionKey,
    queryFn: async ({ signal }): Promise<SessionState> => {
      // A read during a sign-out would answer with the session being ended.
      await signOutSettled();
      const result = await getSession({ signal });
      // Cancelled is not an answer: keep what the query knew.
      if (result.cancelled) throw new Error('session request cancelled');
      if (result.data === null && result.status !== 200) {
        console.error('[shell] session fetch failed', { status: result.status });
        // Keep the last known session through a network or server hiccup (going offline must not
        // sign the player out); with nothing known yet the player counts as signed out.
        throw new Error(`session fetch failed: ${result.status}`);
      }
      return { session: result.data, serverOffsetMs: serverOffsetFrom(result.headers.get('date'), Date.now()) };
    },
    refetchInterval,
    refetchOnWindowFocus: 'always',
    retry: false,
  });

/** Maps the auth API's answer onto the snapshot every remote reads (spec section 4: session status). */
export function toSessionSnapshot(state: SessionState | undefined, pending: boolean): SessionSnapshot {
  if (pending && !state) return { status: 'loading' };
  const session = state?.session;
  if (!session) return { status: 'unauthenticated' };
  return {
    status: 'authenticated',
    user: { id: session.user.id, name: session.user.name, email: session.user.email },
    loggedInAt: session.loggedInAt,
  };
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionAtom } from '@casino/platform';
import { sessionErrorAction } from '../behaviours/session-errors.ts';
import { serverTimeOffsetAtom } from './atoms.ts';
import { sessionRefetchIntervalMs } from './config.ts';
import { shellSessionQuery, toSessionSnapshot } from './session-query.ts';
import { signOutEverywhere } from './sign-out.ts';

/**
 * The shell's session provider: reads the Auth.js session (on start, every
 * `sessionRefetchIntervalMs` and on window focus), writes `sessionAtom` for every remote, and acts
 * on session errors (spec section 4): INVALID_REFRESH_TOKEN, RefreshTokenMissing and invalid_grant
 * sign out; RefreshTokenError logs a warning and keeps the session.
 */
export function useSessionSync(refetchInterval: number = sessionRefetchIntervalMs): void {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(shellSessionQuery(refetchInterval));
  const setSession = useSetAtom(sessionAtom);
  const setOffset = useSetAtom(serverTimeOffsetAtom);
  // The session a sign-out was started for: one sign-out per session, even if the server repeats the error.
  const signedOutFor = useRef<string | null>(null);

  const error = data?.session?.error;
  const action = sessionErrorAction(error);

  useEffect(() => {
    if (data) setOffset(data.serverOffsetMs);
    if (action === 'sign-out') {
      setSession({ status: 'unauthenticated' });
      const sessionId = `${data?.session?.user.id ?? ''}@${data?.session?.loggedInAt ?? ''}`;
      if (signedOutFor.current === sessionId) return;
      signedOutFor.current = sessionId;
      console.warn('[shell] session error, signing out', { error });
      // No immediate re-read: the next interval or focus reads the session again.
      void signOutEverywhere(queryClient, { refetch: false });
      return;
    }
    if (action === 'warn') console.warn('[shell] session refresh failed, keeping the session', { error });
    setSession(toSessionSnapshot(data, isPending));
  }, [data, isPending, action, error, queryClient, setSession, setOffset]);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isApiError, rememberBalance, useDepositStatus } from '@casino/api-client';
import { gameErrorCodes, gameSessionQuery, type GameSession } from '@casino/api-client/play';
import { gameSessionIdAtom, sessionAtom } from '@casino/platform';

export type PlaySession =
  | { state: 'checking' }
  | { state: 'signedOut' }
  /** Danish rules: deposit limits are set before play (DOMAIN.md). */
  | { state: 'limitsRequired' }
  /** A pause, an exclusion or a closed account: the server's Danish reason. */
  | { state: 'blocked'; reason: string }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; session: GameSession };

/**
 * Whether and how the signed-in player may play `slug`: the client checks first for a quick answer (no
 * session while signed out or without deposit limits); the server decides when it starts the session.
 * While the game is open its session id is the deposit dialog's, so a deposit returns to the game.
 */
export function usePlaySession(slug: string): PlaySession {
  const session = useAtomValue(sessionAtom);
  const isAuthenticated = session.status === 'authenticated';
  const status = useDepositStatus({ isAuthenticated });
  const limitsKnownSet = status.data?.limitsSet === true || status.isError;
  const game = useQuery({ ...gameSessionQuery({ isAuthenticated, slug }), enabled: isAuthenticated && limitsKnownSet });
  const setGameSessionId = useSetAtom(gameSessionIdAtom);
  const queryClient = useQueryClient();
  const started = game.data ?? null;

  useEffect(() => {
    if (!started) return;
    setGameSessionId(started.gameSessionId);
    rememberBalance(queryClient, started.balance);
    return () => setGameSessionId(null);
  }, [started, setGameSessionId, queryClient]);

  if (session.status === 'loading') return { state: 'checking' };
  if (session.status === 'unauthenticated') return { state: 'signedOut' };
  if (status.data?.limitsSet === false) return { state: 'limitsRequired' };
  if (game.error) {
    if (isApiError(game.error) && game.error.code === gameErrorCodes.depositLimitRequired)
      return { state: 'limitsRequired' };
    if (isApiError(game.error) && game.error.code === gameErrorCodes.playBlocked)
      return { state: 'blocked', reason: game.error.message };
    return { state: 'failed', retry: () => void game.refetch() };
  }
  if (game.isSuccess && !started) return { state: 'failed', retry: () => void game.refetch() };
  return started ? { state: 'ready', session: started } : { state: 'checking' };
}

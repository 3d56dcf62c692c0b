import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { queryKeys, rememberBalance } from '@casino/api-client';
import { readGameMessage, type GameMessage, type GameSession } from '@casino/api-client/play';
import { depositDialogOpenAtom } from '@casino/platform';

export type RoundSettledMessage = Extract<GameMessage, { type: 'round-settled' }>;

/**
 * Listens to the provider's game in the play page's frame (origin and window checked, then parsed):
 * a settled round puts its balance in the header at once (a bonus spin also makes the player's promo
 * codes stale: their spins went down); "Indbetal" in the game opens the deposit dialog, which carries the
 * game session (see usePlaySession).
 */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  session: GameSession,
  onRound: (round: RoundSettledMessage) => void,
): void {
  const queryClient = useQueryClient();
  const openDeposit = useSetAtom(depositDialogOpenAtom);
  const roundSettled = useEffectEvent(onRound);
  useEffect(() => {
    const origin = new URL(session.launchUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const message = readGameMessage(event, { origin, window: frame.current?.contentWindow });
      if (!message || message.gameSessionId !== session.gameSessionId) return;
      if (message.type === 'round-settled') {
        rememberBalance(queryClient, message.balance);
        if (message.freeSpin) void queryClient.invalidateQueries({ queryKey: queryKeys.promoCodes });
        roundSettled(message);
      } else if (message.type === 'deposit-requested') openDeposit(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, session, queryClient, openDeposit]);
}

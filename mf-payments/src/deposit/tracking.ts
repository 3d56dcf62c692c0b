import { useCallback } from 'react';
import { track, usePlayer, type DepositErrorEvent, type PayoutEvent } from '@casino/platform';

/** The analytics events the payments remote sends, with the payloads of spec section 3. */
export interface DepositEvents {
  depositError: Omit<DepositErrorEvent, 'event'>;
  payout: Omit<PayoutEvent, 'event'>;
}

export type Track = <E extends keyof DepositEvents>(event: E, payload: DepositEvents[E]) => void;

/** Sends through the platform's `track`, which pushes only with a logged-in profile (spec section 6). */
export function useTrack(): Track {
  const { tracking } = usePlayer();
  return useCallback<Track>(
    (event, payload) => void track({ event, ...payload } as DepositErrorEvent | PayoutEvent, tracking),
    [tracking],
  );
}

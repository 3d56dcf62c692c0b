import { createContext, useCallback, useContext } from 'react';
import { track, usePlayer, type DepositErrorEvent, type PayoutEvent } from '@casino/platform';

/** The analytics events the payments remote sends, with the payloads of spec section 3. */
export interface DepositEvents {
  depositError: Omit<DepositErrorEvent, 'event'>;
  payout: Omit<PayoutEvent, 'event'>;
}

export type Track = <E extends keyof DepositEvents>(event: E, payload: DepositEvents[E]) => void;

/** Tests inject a recorder here; the site uses the platform's typed tracking. */
export const TrackingContext = createContext<Track | null>(null);

/** Sends through the platform's `track`, which pushes only with a logged-in profile (spec section 6). */
export function useTrack(): Track {
  const injected = useContext(TrackingContext);
  const { tracking } = usePlayer();
  return useCallback<Track>(
    (event, payload) => {
      if (injected) return injected(event, payload);
      track({ event, ...payload } as DepositErrorEvent | PayoutEvent, tracking);
    },
    [injected, tracking],
  );
}

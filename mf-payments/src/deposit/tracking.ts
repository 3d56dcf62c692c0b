import { createContext, useContext } from 'react';

/**
 * The analytics events the deposit form sends, with the payloads of spec section 3.
 * TODO(tracking): switch to the typed tracking API of @casino/platform
 * (packages/platform/src/tracking.ts, being written) and drop this adapter's own types.
 */
export interface DepositEvents {
  depositError: { error: string };
  /** Spec section 3: payout { type, amount } (amount in kroner). */
  payout: { type: string; amount: number };
}

export type Track = <E extends keyof DepositEvents>(event: E, payload: DepositEvents[E]) => void;

/** Until the platform's tracking lands nothing is sent; the shell or a test provides a real one. */
const notTracked: Track = () => {};

export const TrackingContext = createContext<Track>(notTracked);

export function useTrack(): Track {
  return useContext(TrackingContext);
}

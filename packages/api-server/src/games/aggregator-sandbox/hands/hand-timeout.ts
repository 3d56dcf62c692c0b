/** A hand nobody plays on for this long is settled by the rules (see play-hand.ts); the guides say so. */
export const HAND_TIMEOUT_MINUTES = 10;
export const HAND_TIMEOUT_MS = HAND_TIMEOUT_MINUTES * 60_000;

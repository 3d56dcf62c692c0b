import { atom } from 'jotai';
import type { PaymentReturnFlag } from '@casino/platform';

/** A return from the payment page, handled by payments' `./PaymentReturn` while set. */
export const paymentReturnAtom = atom<PaymentReturnFlag | null>(null);

/**
 * One-shot work a query flag asked for that waits for the logged-in profile (spec section 6):
 * the flags leave the URL at once, their effects follow once the player is known.
 */
export interface PendingFlagWork {
  /** justLoggedIn=true: welcome toast and LOGIN event. */
  welcome: boolean;
  /** justLoggedIn=true: the marketing reminder decision (once per session after login). */
  reminder: boolean;
  /** justSignedUp=true: SIGNUP event. */
  signup: boolean;
}

export const noPendingWork: PendingFlagWork = { welcome: false, reminder: false, signup: false };

export const pendingFlagWorkAtom = atom<PendingFlagWork>(noPendingWork);

/**
 * The player whose system notifications have had their turn (shown, none to show, or failed to
 * load). The marketing reminder waits for it, so it arrives last and in front.
 */
export const notificationsHandledForAtom = atom<string | null>(null);

/** layout=0 was asked for in this session: client navigation keeps the support widget hidden. */
export const layoutHiddenKey = 'casino.layoutHidden';

function readLayoutHidden(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(layoutHiddenKey) === '1';
  } catch {
    return false;
  }
}

const layoutHiddenBase = atom(readLayoutHidden());

export const layoutHiddenAtom = atom(
  (get) => get(layoutHiddenBase),
  (_get, set, hidden: boolean) => {
    set(layoutHiddenBase, hidden);
    try {
      if (hidden) globalThis.sessionStorage?.setItem(layoutHiddenKey, '1');
    } catch {
      // Blocked storage: remembered for this page load only.
    }
  },
);

import { toastsHeld } from '@casino/ui/toast';

/**
 * Toasts that arrive together take turns: right after sign-in the welcome toast, the
 * system notifications and the marketing reminder would otherwise land at once, and only the
 * newest of sonner's stack is readable. Each toast waits until the one before it has been in front
 * for `gapMs`, so every one is seen, and the one that asks for an answer comes last, in front. Toasts
 * held while the page boots take their turns from when the hold ends.
 */
export const toastTurns = {
  /** How long each toast is in front before the next one arrives. */
  gapMs: 1500,
  /** When the next toast may arrive (epoch ms). */
  nextAt: 0,

  /** Shows the toast now, or after the toasts already waiting. */
  show(showToast: () => void): void {
    const held = toastsHeld();
    if (held) {
      void held.then(() => this.show(showToast));
      return;
    }
    const now = Date.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.gapMs;
    if (at === now) showToast();
    else setTimeout(showToast, at - now);
  },

  /** Forget the waiting turns (a new page in tests). */
  reset(gapMs = 1500): void {
    this.gapMs = gapMs;
    this.nextAt = 0;
  },
};

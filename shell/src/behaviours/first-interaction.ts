/** What counts as the player's first interaction with a page (spec section 2: the tag manager loads after it). */
export const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Runs `work` once, at the player's first interaction or after `quietMs` (whichever comes first); the
 * returned function cancels it. For work first paint does not need: it stays off the page's boot.
 */
export function atFirstInteraction(work: () => void, quietMs = Number.POSITIVE_INFINITY): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    interactionEvents.forEach((name) => window.removeEventListener(name, run));
  };
  function run() {
    cancel();
    work();
  }
  interactionEvents.forEach((name) => window.addEventListener(name, run, { once: true, passive: true }));
  if (Number.isFinite(quietMs)) timer = setTimeout(run, quietMs);
  return cancel;
}

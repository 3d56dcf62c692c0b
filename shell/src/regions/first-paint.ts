import { useSyncExternalStore } from 'react';

/**
 * When the first page of a visit is on screen: what the page does not need at first (the
 * chat launcher, idle prefetches) waits for it, so it never competes with the page for the network
 * or the main thread.
 */
let marked = false;
let shown = false;
const listeners = new Set<() => void>();

/**
 * Called once the first page has committed (its content, its fallback, or a page of the shell's
 * own). What waits for it hears of it once that frame is on screen, so it never delays the page.
 */
export function markPagePainted(): void {
  if (marked) return;
  marked = true;
  const show = () => {
    if (shown) return;
    shown = true;
    [...listeners].forEach((listener) => listener());
  };
  requestAnimationFrame(() => setTimeout(show));
  setTimeout(show, 500); // a background tab runs no animation frames
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the first page is on screen; re-renders when it gets there. */
export function usePagePainted(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}

/** Runs `work` once the first page is on screen (at once if it is). */
export function afterPagePaint(work: () => void): void {
  if (shown) return work();
  const listener = () => {
    listeners.delete(listener);
    work();
  };
  listeners.add(listener);
}

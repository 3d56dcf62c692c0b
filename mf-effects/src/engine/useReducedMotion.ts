import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function preference(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = preference();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the player asked for less motion; follows the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => preference()?.matches ?? false);
}

import { useEffect } from 'react';
import { track } from '@casino/platform';

const portrait = '(orientation: portrait)';

/** Spec section 3: the in-game orientation event (title, orientation), when the game shows and on every turn. */
export function useOrientationTracking(title: string, active: boolean): void {
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(portrait);
    const report = () =>
      track({ event: 'inGameOrientation', title, orientation: query.matches ? 'portrait' : 'landscape' });
    report();
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  }, [title, active]);
}

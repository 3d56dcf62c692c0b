import { useEffect } from 'react';
import { observeSize } from './observe-size.ts';

/** Where the sticky header ends on screen, for what must sit just below it (the toasts). */
export const headerEdgeVariable = '--shell-header-bottom';

/**
 * Keeps `--shell-header-bottom` on the root element equal to the bottom edge of the page's header
 * (the sticky banner with the session clock): it changes with the window width (the header wraps)
 * and, while a banner above it scrolls away, with the scroll position.
 */
export function useHeaderEdgeVariable(): void {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      root.style.setProperty(headerEdgeVariable, `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const stopObserving = observeSize(header, schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      stopObserving();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(headerEdgeVariable);
    };
  }, []);
}

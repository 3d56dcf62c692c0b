import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Whether the browser has an observer does not change while the page runs. */
const unchanging = () => () => {};

/**
 * Whether the element has come near the viewport (within `margin`), once: what only shows further down a
 * page waits for it, so the first screen does not pay for its code, its data or its parsing. Without
 * IntersectionObserver (an old browser, a test) everything counts as near, except while a page the server
 * rendered is hydrated: the server draws only the first screen, and hydration must draw what it drew.
 */
export function useNearView<E extends Element>(margin = '400px') {
  const element = useRef<E>(null);
  const [seen, setNear] = useState(false);
  const observable = useSyncExternalStore(
    unchanging,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  );
  const near = seen || !observable;
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);
  return { element, near };
}

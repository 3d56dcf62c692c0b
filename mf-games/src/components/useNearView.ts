import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Whether the browser has an observer does not change while the page runs. */
const unchanging = () => () => {};

/**
 * Whether the element has come near the viewport (within `margin`), once: what only shows further down a
 * page waits for it, so first paint does not pay for its code, its data or its parsing. Without
 * IntersectionObserver (an old browser, a test) everything counts as near, except while a page the server
 * rendered is hydrated: the server renders only what is above the fold, and hydration must render what it rendered.
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

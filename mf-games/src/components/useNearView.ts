import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come near the viewport (within `margin`), once: what only shows further down a
 * page waits for it, so the first screen does not pay for its code, its data or its parsing. Without
 * IntersectionObserver (an old browser, a test) everything counts as near.
 */
export function useNearView<E extends Element>(margin = '400px') {
  const element = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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

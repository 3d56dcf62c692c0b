import { useEffect, useState } from 'react';
import { loadingSlowAfterMs } from './data-fetch-settings.ts';

/** True once loading has lasted 3 s (5 s on a slow connection): time to say it is taking a while. */
export function useLoadingSlow(isLoading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setSlow(true), loadingSlowAfterMs());
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [isLoading]);
  return isLoading && slow;
}

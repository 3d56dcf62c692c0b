import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { depositStatusQuery } from '@casino/api-client';
import { ownerOf, sessionAtom, type RemoteModuleId } from '@casino/platform';
import { prefetchRemoteModule } from '../federation/runtime.ts';
import { afterPagePaint } from '../regions/first-paint.ts';

/** Warms a remote before it is needed (a page by its path, or a module); failures are the regions' to show. */
export function prefetch(target: string): void {
  const owner = target.startsWith('/') ? ownerOf(new URL(target, location.origin).pathname) : null;
  const moduleId = (owner ? `${owner}/routes` : target) as RemoteModuleId;
  if (!target.startsWith('/') || owner) prefetchRemoteModule(moduleId);
}

export function usePrefetch(): typeof prefetch {
  return prefetch;
}

/**
 * Once the first page is on screen and the browser is idle, warm what the player most likely opens
 * next. Never before that paint: the page's own files come first.
 */
export function prefetchWhenIdle(targets: string[]): void {
  const run = () => targets.forEach(prefetch);
  afterPagePaint(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  });
}

/**
 * The deposit dialog on intent (pointer over, focus on or touch of 'Indbetal'): its code and the data
 * its form opens with (deposit status, next promo code), so a click shows the finished form at once,
 * with no loading state (usable within 100 ms of a click on a warm page).
 */
export function usePrefetchDeposit(): () => void {
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(sessionAtom).status === 'authenticated';
  return useCallback(() => {
    prefetch('payments/DepositDialog');
    if (!signedIn) return;
    void queryClient.prefetchQuery(depositStatusQuery({ isAuthenticated: true }));
    // The API client's payments entry comes on the same intent as the dialog's code.
    void import('@casino/api-client/payments').then(({ nextPromoCodeQuery }) =>
      queryClient.prefetchQuery(nextPromoCodeQuery({ isAuthenticated: true })),
    );
  }, [queryClient, signedIn]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
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
 * The deposit dialog on intent (pointer over, focus on or touch of 'Indbetal'): its code, then its own
 * `preload` with the shell's QueryClient, which fetches what its form opens with, so a click shows the
 * finished form at once (usable within 100 ms of a click on a warm page). Which data that is, is payments'.
 */
export function usePrefetchDeposit(): () => void {
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(sessionAtom).status === 'authenticated';
  return useCallback(() => {
    prefetchRemoteModule('payments/DepositDialog', (dialog) => dialog.preload?.({ queryClient, signedIn }));
  }, [queryClient, signedIn]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { ownerOf, sessionAtom, type RemoteModuleId } from '@casino/platform';
import { prefetchRemoteModule } from '../federation/runtime.ts';
import { afterPagePaint } from '../regions/first-paint.ts';
import { atFirstInteraction } from '../behaviours/first-interaction.ts';

/**
 * Warms what the player shows the intent to open (a link under the pointer or the focus): for a path, its
 * owner's routes and the page's own code; otherwise the remote module named. Failures are the regions' to show.
 */
export function prefetch(target: string): void {
  if (!target.startsWith('/')) return prefetchRemoteModule(target as RemoteModuleId);
  const { pathname } = new URL(target, location.origin);
  const owner = ownerOf(pathname);
  if (owner) prefetchRemoteModule(`${owner}/routes`, (routes) => routes.preload?.(pathname));
}

export function usePrefetch(): typeof prefetch {
  return prefetch;
}

/** How long a page is on screen untouched before the idle prefetch starts without an interaction. */
const prefetchQuietMs = 3000;

/**
 * Once the first page is on screen, at the player's first interaction or after a quiet moment, and then when
 * the browser is idle, warm the remotes the player most likely opens next (their routes, not their pages'
 * code: that waits for intent). Never during the page's boot: its own files and work come first (a remote's
 * entry is some 9 KB of script to run).
 */
export function prefetchWhenIdle(paths: string[]): void {
  const run = () => {
    for (const path of paths) {
      const owner = ownerOf(path);
      if (owner) prefetchRemoteModule(`${owner}/routes`);
    }
  };
  afterPagePaint(() =>
    atFirstInteraction(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
      else setTimeout(run, 2000);
    }, prefetchQuietMs),
  );
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

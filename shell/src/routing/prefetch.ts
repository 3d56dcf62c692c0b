import type { RemoteModuleId } from '@casino/platform';
import { loadRemoteModule } from '../federation/runtime.ts';
import { ownerOf } from './route-owners.ts';

/** Warms a remote before it is needed; a failure here is shown later by the region, not now. */
export function prefetch(target: string): void {
  const owner = target.startsWith('/') ? ownerOf(new URL(target, location.origin).pathname) : null;
  const moduleId = (owner ? `${owner}/routes` : target) as RemoteModuleId;
  if (!target.startsWith('/') || owner) loadRemoteModule(moduleId).catch(() => {});
}

export function usePrefetch(): typeof prefetch {
  return prefetch;
}

/** Once the page is idle, warm what the player most likely opens next. */
export function prefetchWhenIdle(targets: string[]): void {
  const run = () => targets.forEach(prefetch);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteExposes, RemoteModuleId } from '@casino/platform';
import { failedRemotes, faultIsolationPlugin } from './fault-plugin.ts';
import { retryPlugin } from './retry-plugin.ts';

let manifests: Record<string, string> = {};
let timeoutMs = 10_000;
const loading = new Map<RemoteModuleId, Promise<unknown>>();

export class RemoteUnavailableError extends Error {
  readonly moduleId: RemoteModuleId;
  constructor(moduleId: RemoteModuleId, reason: string) {
    super(`${moduleId}: ${reason}`);
    this.name = 'RemoteUnavailableError';
    this.moduleId = moduleId;
  }
}

/**
 * Registers the remotes of the registry with the federation runtime: once in a browser, again on the
 * server when a render's registry differs from the last (its modules are then loaded anew).
 */
export function startFederation(
  remotes: Record<string, string>,
  remoteTimeoutMs: number,
  morePlugins: ModuleFederationRuntimePlugin[] = [],
): void {
  manifests = remotes;
  timeoutMs = remoteTimeoutMs;
  loading.clear();
  // A missing manifest is fetched 3 times, 300 ms apart, before `errorLoadRemote` fires.
  registerPlugins([retryPlugin({ retries: 2, delayMs: 300 }), faultIsolationPlugin(), ...morePlugins]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** A request that never answers (a hanging manifest or chunk) must still end in the fallback. */
function withTimeout<T>(promise: Promise<T>, moduleId: RemoteModuleId): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(moduleId, `no answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Marks a promise with its outcome the way React's `use` reads it (`status`, `value`, `reason`), so a
 * region whose module has already arrived renders it at once instead of suspending for a frame and
 * showing its loading placeholder (and React's reveal throttle) on a fast load.
 */
function trackOutcome<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/**
 * Loads an exposed module; concurrent callers share the same promise. A failed load is not kept:
 * the next caller (the region's retry, a region mounting later, a prefetch) starts afresh, and if
 * the remote failed, the remote is registered again first so the runtime drops its cached (failed
 * or still hanging) manifest and entry and fetches them anew. A region keeps its own promise until
 * it is reset, so a failure is shown rather than re-attempted on every render.
 */
export function loadRemoteModule<K extends RemoteModuleId>(moduleId: K): Promise<RemoteExposes[K]> {
  const cached = loading.get(moduleId) as Promise<RemoteExposes[K]> | undefined;
  if (cached) return cached;
  const remote = moduleId.split('/')[0] ?? '';
  const entry = manifests[remote];
  let pending: Promise<RemoteExposes[K]>;
  if (!entry) {
    pending = Promise.reject(new RemoteUnavailableError(moduleId, 'not in the registry'));
  } else {
    if (failedRemotes.delete(remote)) registerRemotes([{ name: remote, entry }], { force: true });
    pending = withTimeout(loadRemote<RemoteExposes[K]>(moduleId), moduleId).then((module) => {
      if (!module) throw new RemoteUnavailableError(moduleId, 'the remote returned nothing');
      return module;
    });
  }
  loading.set(moduleId, trackOutcome(pending));
  pending.catch(() => {
    if (loading.get(moduleId) === pending) loading.delete(moduleId);
    failedRemotes.add(remote);
  });
  return pending;
}

/**
 * Warms a module before it is needed, then hands it to `whenLoaded` (which may warm what it needs next).
 * A remote whose last load failed is left alone: its region shows the failure, and only the region's retry
 * (or a region mounting later) tries it afresh.
 */
export function prefetchRemoteModule<K extends RemoteModuleId>(
  moduleId: K,
  whenLoaded?: (module: RemoteExposes[K]) => unknown,
): void {
  if (failedRemotes.has(moduleId.split('/')[0] ?? '')) return;
  loadRemoteModule(moduleId)
    .then(whenLoaded)
    .catch(() => {});
}

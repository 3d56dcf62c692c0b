import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteExposes, RemoteModuleId } from '@casino/platform';
import { failedRemotes, faultIsolationPlugin } from './fault-plugin.ts';

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

/** Registers the remotes of the registry with the federation runtime (once, at startup). */
export function startFederation(remotes: Record<string, string>, remoteTimeoutMs: number): void {
  manifests = remotes;
  timeoutMs = remoteTimeoutMs;
  registerPlugins([
    // retry-plugin 0.17.1 forwards retryTimes but not retryDelay to its fetch retry: a missing
    // manifest is fetched 3 times, 1 s apart (~2 s), before `errorLoadRemote` fires.
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 }, script: { retryTimes: 2, retryDelay: 300 } }),
    faultIsolationPlugin(),
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
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
  loading.set(moduleId, pending);
  pending.catch(() => {
    if (loading.get(moduleId) === pending) loading.delete(moduleId);
    failedRemotes.add(remote);
  });
  return pending;
}

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
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 }, script: { retryTimes: 2, retryDelay: 300 } }),
    faultIsolationPlugin(),
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function withTimeout<T>(promise: Promise<T>, moduleId: RemoteModuleId): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(moduleId, `no answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Loads an exposed module once; concurrent callers share the same promise. */
export function loadRemoteModule<K extends RemoteModuleId>(moduleId: K): Promise<RemoteExposes[K]> {
  let pending = loading.get(moduleId) as Promise<RemoteExposes[K]> | undefined;
  if (!pending) {
    const remote = moduleId.split('/')[0] ?? '';
    pending = manifests[remote]
      ? withTimeout(loadRemote<RemoteExposes[K]>(moduleId), moduleId).then((module) => {
          if (!module) throw new RemoteUnavailableError(moduleId, 'the remote returned nothing');
          return module;
        })
      : Promise.reject(new RemoteUnavailableError(moduleId, 'not in the registry'));
    // A failed load must not stick: the next attempt (retry button, next visit) starts afresh.
    pending.catch(() => {
      loading.delete(moduleId);
      failedRemotes.add(remote);
    });
    loading.set(moduleId, pending);
  }
  return pending;
}

/** Drops a failed remote from the runtime's caches so the retry fetches its manifest afresh. */
export function forgetRemote(moduleId: RemoteModuleId): void {
  const remote = moduleId.split('/')[0] ?? '';
  loading.delete(moduleId);
  const entry = manifests[remote];
  if (entry && failedRemotes.delete(remote)) registerRemotes([{ name: remote, entry }], { force: true });
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remotes whose last load failed: their cached entry must be dropped before a retry. */
export const failedRemotes = new Set<string>();

/**
 * The runtime's `errorLoadRemote` hook: remember which remote failed and log it, then let the
 * error reach the region's error boundary, which shows the Danish fallback for that region only.
 */
export function faultIsolationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-fault-isolation',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = String(id).split('/')[0] ?? String(id);
      failedRemotes.add(remote);
      console.error(`[federation] ${String(id)} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}

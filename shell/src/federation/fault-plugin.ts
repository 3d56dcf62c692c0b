import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remotes whose last load failed: their cached manifest and entry must be dropped before a retry. */
export const failedRemotes = new Set<string>();

/**
 * The runtime's `errorLoadRemote` hook: remember which remote failed and log it, then let the
 * error reach the region's error boundary, which shows the Danish fallback for that region only.
 * For a manifest that fails, `id` is the manifest URL, so the remote's name comes from `remote`.
 */
export function faultIsolationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-fault-isolation',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? String(id).split('/')[0] ?? String(id);
      failedRemotes.add(name);
      console.error(`[federation] ${name}: ${String(id)} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}

import type { Environment } from '@casino/api-client';
import { deploymentOf, type DeployTarget } from './deployment.ts';
import type { RemoteName } from './layout.ts';
import { assertReleasable } from './releasable.ts';
import { pointTo, withEntry, type CanaryEnd, type StoredRegistry } from './registry-store.ts';

const now = () => new Date().toISOString();

/**
 * Gives `version` to `percent` of browsers. Again with the running canary's version it changes only
 * the share (the cohorts stay: see `cohort.ts`); another version while one runs is refused, since
 * its cohorts would be drawn afresh.
 */
export function startCanary(
  registry: StoredRegistry,
  remote: RemoteName,
  version: string,
  percent: number,
): StoredRegistry {
  const entry = registry.remotes[remote];
  if (!entry) throw new Error(`${remote} has no version in force yet: publish it first`);
  if (!(percent >= 0 && percent <= 100)) throw new Error(`--percent must be 0-100, not ${percent}`);
  if (entry.current === version) throw new Error(`${remote} ${version} is already everyone's`);
  const running = entry.canary;
  if (running && running.version !== version) {
    throw new Error(`${remote} ${running.version} is in canary: promote or roll it back first`);
  }
  if (running?.percent === percent) return registry;
  const canary = { version, percent, startedAt: running?.startedAt ?? now() };
  return withEntry(registry, remote, { ...entry, canary });
}

/** Ends the running canary of a remote (nothing else changes), saying how it ended. */
export function endCanary(
  registry: StoredRegistry,
  remote: RemoteName,
  outcome: CanaryEnd['outcome'],
  reason?: string,
): StoredRegistry {
  const entry = registry.remotes[remote];
  if (!entry?.canary) throw new Error(`${remote} has no canary running`);
  const { canary, ...rest } = entry;
  const lastCanary: CanaryEnd = { version: canary.version, outcome, at: now(), ...(reason ? { reason } : {}) };
  return withEntry(registry, remote, { ...rest, lastCanary });
}

/** Makes a version everyone's; when it is the canary's, the canary ends as promoted. */
export function promoteVersion(registry: StoredRegistry, remote: RemoteName, version: string): StoredRegistry {
  const canary = registry.remotes[remote]?.canary;
  if (!canary) return pointTo(registry, remote, version);
  const ended = endCanary(registry, remote, canary.version === version ? 'promoted' : 'rolled back');
  return pointTo(ended, remote, version);
}

/** `release canary <remote> <version> --percent N`: a published version to a share of browsers. */
export async function canary(
  root: DeployTarget,
  env: Environment,
  remote: RemoteName,
  version: string,
  percent: number,
  shellDir?: string,
): Promise<void> {
  await assertReleasable(root, env, remote, version, shellDir);
  await deploymentOf(root).registry.update(env, (registry) => startCanary(registry, remote, version, percent));
}

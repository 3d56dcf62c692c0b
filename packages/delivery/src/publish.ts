import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { assertRunnable } from './compatibility.ts';
import { sourceMapsDir, versionDir, versionPattern, type RemoteName } from './layout.ts';
import { assertPublished, publishedVersions, recordPublished } from './publish-record.ts';
import { withRegistryLock } from './registry-lock.ts';
import { endCanary, promoteVersion } from './canary.ts';
import { pointTo, rollBack, updateRegistry } from './registry-store.ts';
import { shellToRunIn } from './shell-folders.ts';
import { defaultVersion, exists, placeBuild } from './version-folder.ts';

export interface PublishOptions {
  root: string;
  remote: RemoteName;
  distDir: string;
  env: Environment;
  version?: string;
  /** The shell the build must run in (default: the environment's live one). */
  shellDir?: string;
}

/**
 * Publishes a build into its immutable versioned folder, then switches the environment's pointer.
 * A version that exists already is never overwritten: the same content is a no-op, other content
 * is refused (bump the version).
 */
export async function publish({ root, remote, distDir, env, version, shellDir }: PublishOptions): Promise<string> {
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${distDir} has no mf-manifest.json: build ${remote} first`);
  }
  const chosen = version ?? (await defaultVersion(distDir));
  if (!versionPattern.test(chosen)) throw new Error(`"${chosen}" is not a valid version name`);
  await assertRunnable(remote, chosen, distDir, await shellToRunIn(root, env, shellDir));
  await placeBuild(
    `${remote} ${chosen}`,
    distDir,
    versionDir(root, remote, chosen),
    sourceMapsDir(root, remote, chosen),
  );
  await withRegistryLock(root, () => recordPublished(root, remote, chosen));
  await updateRegistry(root, env, (registry) => pointTo(registry, remote, chosen));
  return chosen;
}

/**
 * Points an environment at an already published version (a hand-picked rollback or a promotion).
 * A running canary ends: promoted when it is this version, rolled back otherwise.
 */
export async function promote(
  root: string,
  env: Environment,
  remote: RemoteName,
  version: string,
  shellDir?: string,
): Promise<void> {
  await assertPublished(root, remote, version);
  await assertRunnable(remote, version, versionDir(root, remote, version), await shellToRunIn(root, env, shellDir));
  await updateRegistry(root, env, (registry) => promoteVersion(registry, remote, version));
}

/**
 * Ends a running canary (everyone stays on the version in force); without one, points the
 * environment back at the version before the current one. Answers the version everyone now has.
 */
export async function rollback(root: string, env: Environment, remote: RemoteName): Promise<string> {
  const registry = await updateRegistry(root, env, (stored) =>
    stored.remotes[remote]?.canary ? endCanary(stored, remote, 'rolled back') : rollBack(stored, remote),
  );
  return registry.remotes[remote]!.current;
}

export { publishedVersions };

import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { assertRunnable } from './compatibility.ts';
import { deploymentOf, type DeployTarget } from './deployment.ts';
import { versionPattern, type App, type RemoteName } from './layout.ts';
import { placeVersion } from './local-versions.ts';
import { endCanary, promoteVersion } from './canary.ts';
import { assertReleasable } from './releasable.ts';
import { pointTo, rollBack } from './registry-store.ts';
import { shellToRunIn } from './shell-folders.ts';
import { defaultVersion, exists } from './version-folder.ts';

export interface PublishOptions {
  /** The deployment published to; a deploy root alone: that folder's registry files and version folders. */
  root: DeployTarget;
  remote: RemoteName;
  distDir: string;
  env: Environment;
  version?: string;
  /** The shell the build must run in (default: the environment's live one). */
  shellDir?: string;
}

/**
 * Publishes a build into its immutable versioned folder (the artifact store's, through this machine's deploy
 * folder), records it, then switches the environment's pointer. A version that exists already is never
 * overwritten: the same content is a no-op, other content is refused (bump the version).
 */
export async function publish({ root, remote, distDir, env, version, shellDir }: PublishOptions): Promise<string> {
  const deployment = deploymentOf(root);
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${distDir} has no mf-manifest.json: build ${remote} first`);
  }
  const chosen = version ?? (await defaultVersion(distDir));
  if (!versionPattern.test(chosen)) throw new Error(`"${chosen}" is not a valid version name`);
  await assertRunnable(remote, chosen, distDir, await shellToRunIn(deployment, env, shellDir));
  await placeVersion(deployment, { what: `${remote} ${chosen}`, app: remote, version: chosen, distDir });
  await deployment.registry.recordPublished(remote, chosen);
  await deployment.registry.update(env, (registry) => pointTo(registry, remote, chosen));
  return chosen;
}

/** Published versions of a remote or the shell, oldest first. */
export const publishedVersions = (root: DeployTarget, app: App): Promise<string[]> =>
  deploymentOf(root).registry.published(app);

/**
 * Points an environment at an already published version (a hand-picked rollback or a promotion).
 * A running canary ends: promoted when it is this version, rolled back otherwise.
 */
export async function promote(
  root: DeployTarget,
  env: Environment,
  remote: RemoteName,
  version: string,
  shellDir?: string,
): Promise<void> {
  await assertReleasable(root, env, remote, version, shellDir);
  await deploymentOf(root).registry.update(env, (registry) => promoteVersion(registry, remote, version));
}

/**
 * Ends a running canary (everyone stays on the version in force); without one, points the
 * environment back at the version before the current one. Answers the version everyone now has.
 */
export async function rollback(root: DeployTarget, env: Environment, remote: RemoteName): Promise<string> {
  const registry = await deploymentOf(root).registry.update(env, (stored) =>
    stored.remotes[remote]?.canary ? endCanary(stored, remote, 'rolled back') : rollBack(stored, remote),
  );
  return registry.remotes[remote]!.current;
}

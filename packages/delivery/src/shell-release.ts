import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { assertShellRuns } from './compatibility.ts';
import { assertPublished, deploymentOf, type DeployTarget, type Deployment } from './deployment.ts';
import { isRemote, shellDistDir, versionPattern } from './layout.ts';
import { localVersionDir, placeVersion } from './local-versions.ts';
import { movedBack, movedOn, type StoredRegistry } from './registry-store.ts';
import { unpublishedShellVersion } from './shell-folders.ts';
import { pruneShells, shellReleasesKept } from './shell-retention.ts';
import { defaultVersion, exists } from './version-folder.ts';

/** Refuses a shell version (its folder) that cannot run a remote version the registry serves. */
async function assertRunsServedRemotes(deployment: Deployment, registry: StoredRegistry, version: string, dir: string) {
  const served = Object.entries(registry.remotes).flatMap(([remote, entry]) =>
    isRemote(remote)
      ? [entry.current, ...(entry.canary ? [entry.canary.version] : [])].map((v) => ({ remote, version: v }))
      : [],
  );
  const folders = await Promise.all(
    served.map(async (s) => ({ ...s, folder: await localVersionDir(deployment, s.remote, s.version) })),
  );
  return assertShellRuns(version, dir, folders);
}

/** Points the registry's shell at a published version (checked against its remotes), keeping the old one. */
async function pointShell(deployment: Deployment, registry: StoredRegistry, version: string): Promise<StoredRegistry> {
  if (registry.shell?.current === version) return registry;
  await assertRunsServedRemotes(deployment, registry, version, await localVersionDir(deployment, 'shell', version));
  return { ...registry, shell: movedOn(registry.shell, version) };
}

export interface ShellPublishOptions {
  root: DeployTarget;
  env: Environment;
  /** The shell's build (default: `shell/dist`). */
  distDir?: string;
  version?: string;
  /** How many of the newest published versions stay (default: SHELL_KEEP_RELEASES). */
  kept?: number;
}

/**
 * `release shell publish`: the shell's build into its immutable folder `shell/<version>/`, the
 * environment's pages switched to it, and versions past retention removed. Tabs opened on an
 * earlier version keep loading its chunks from that version's folder.
 */
export async function publishShell(options: ShellPublishOptions): Promise<{ version: string; removed: string[] }> {
  const { env, distDir = shellDistDir, kept = shellReleasesKept() } = options;
  const deployment = deploymentOf(options.root);
  if (!(await exists(path.join(distDir, 'index.html'))))
    throw new Error(`${distDir} has no index.html: build the shell first`);
  const version = options.version ?? (await defaultVersion(distDir));
  if (!versionPattern.test(version) || version === unpublishedShellVersion) {
    throw new Error(`"${version}" is not a valid shell version name`);
  }
  await assertRunsServedRemotes(deployment, await deployment.registry.read(env), version, distDir);
  await placeVersion(deployment, { what: `shell ${version}`, app: 'shell', version, distDir });
  await deployment.registry.recordPublished('shell', version);
  await deployment.registry.update(env, (registry) => pointShell(deployment, registry, version));
  return { version, removed: await pruneShells(deployment, kept) };
}

/** `release shell promote`: points an environment's pages at a published shell version. */
export async function promoteShell(root: DeployTarget, env: Environment, version: string): Promise<void> {
  const deployment = deploymentOf(root);
  await assertPublished(deployment, 'shell', version);
  await deployment.registry.update(env, (registry) => pointShell(deployment, registry, version));
}

/** `release shell rollback`: points an environment's pages back at the shell before; answers it. */
export async function rollbackShell(root: DeployTarget, env: Environment): Promise<string> {
  const deployment = deploymentOf(root);
  const registry = await deployment.registry.update(env, async (stored) => {
    const back = movedBack(stored.shell, 'the shell');
    await assertPublished(deployment, 'shell', back.current);
    const dir = await localVersionDir(deployment, 'shell', back.current);
    await assertRunsServedRemotes(deployment, stored, back.current, dir);
    return { ...stored, shell: back };
  });
  return registry.shell!.current;
}

import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { assertShellRuns } from './compatibility.ts';
import { isRemote, shellDistDir, sourceMapsDir, versionDir, versionPattern } from './layout.ts';
import { assertPublished, recordPublished } from './publish-record.ts';
import { withRegistryLock } from './registry-lock.ts';
import { movedBack, movedOn, readRegistry, updateRegistry, type StoredRegistry } from './registry-store.ts';
import { unpublishedShellVersion } from './shell-folders.ts';
import { pruneShells, shellReleasesKept } from './shell-retention.ts';
import { defaultVersion, exists, placeBuild } from './version-folder.ts';

/** Refuses a shell version (its folder) that cannot run a remote version the registry serves. */
function assertRunsServedRemotes(root: string, registry: StoredRegistry, version: string, dir: string) {
  const served = Object.entries(registry.remotes).flatMap(([remote, entry]) =>
    isRemote(remote)
      ? [entry.current, ...(entry.canary ? [entry.canary.version] : [])].map((v) => ({
          remote,
          version: v,
          folder: versionDir(root, remote, v),
        }))
      : [],
  );
  return assertShellRuns(version, dir, served);
}

/** Points the registry's shell at a published version (checked against its remotes), keeping the old one. */
async function pointShell(root: string, registry: StoredRegistry, version: string): Promise<StoredRegistry> {
  if (registry.shell?.current === version) return registry;
  await assertRunsServedRemotes(root, registry, version, versionDir(root, 'shell', version));
  return { ...registry, shell: movedOn(registry.shell, version) };
}

export interface ShellPublishOptions {
  root: string;
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
  const { root, env, distDir = shellDistDir, kept = shellReleasesKept() } = options;
  if (!(await exists(path.join(distDir, 'index.html'))))
    throw new Error(`${distDir} has no index.html: build the shell first`);
  const version = options.version ?? (await defaultVersion(distDir));
  if (!versionPattern.test(version) || version === unpublishedShellVersion) {
    throw new Error(`"${version}" is not a valid shell version name`);
  }
  await assertRunsServedRemotes(root, await readRegistry(root, env), version, distDir);
  await placeBuild(
    `shell ${version}`,
    distDir,
    versionDir(root, 'shell', version),
    sourceMapsDir(root, 'shell', version),
  );
  await withRegistryLock(root, () => recordPublished(root, 'shell', version));
  await updateRegistry(root, env, (registry) => pointShell(root, registry, version));
  return { version, removed: await pruneShells(root, kept) };
}

/** `release shell promote`: points an environment's pages at a published shell version. */
export async function promoteShell(root: string, env: Environment, version: string): Promise<void> {
  await assertPublished(root, 'shell', version);
  await updateRegistry(root, env, (registry) => pointShell(root, registry, version));
}

/** `release shell rollback`: points an environment's pages back at the shell before; answers it. */
export async function rollbackShell(root: string, env: Environment): Promise<string> {
  const registry = await updateRegistry(root, env, async (stored) => {
    const back = movedBack(stored.shell, 'the shell');
    await assertPublished(root, 'shell', back.current);
    await assertRunsServedRemotes(root, stored, back.current, versionDir(root, 'shell', back.current));
    return { ...stored, shell: back };
  });
  return registry.shell!.current;
}

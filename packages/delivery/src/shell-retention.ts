import { rm } from 'node:fs/promises';
import { environments, sourceMapsDir, versionDir } from './layout.ts';
import { forgetPublished, publishedVersions } from './publish-record.ts';
import { withRegistryLock } from './registry-lock.ts';
import { readRegistry, type StoredRegistry } from './registry-store.ts';

/** Published shell versions kept when SHELL_KEEP_RELEASES is not set. */
const defaultKept = 5;

/**
 * How many of the newest published shell versions stay served (SHELL_KEEP_RELEASES): a tab opened on
 * a version keeps loading its chunks until that many shells were published after it.
 */
export function shellReleasesKept(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SHELL_KEEP_RELEASES ?? String(defaultKept);
  const kept = Number(value);
  if (!Number.isInteger(kept) || kept < 1) {
    throw new Error(`SHELL_KEEP_RELEASES must be a whole number of at least 1, not "${value}"`);
  }
  return kept;
}

/**
 * The shell versions retention lets go: all but the newest `kept` published ones (oldest first), and
 * never one an environment serves or would roll back to.
 */
export function shellVersionsToRemove(
  published: readonly string[],
  registries: readonly StoredRegistry[],
  kept: number,
): string[] {
  const live = new Set(registries.flatMap(({ shell }) => (shell ? [shell.current, ...shell.previous.slice(-1)] : [])));
  const newest = new Set(published.slice(-kept));
  return published.filter((version) => !newest.has(version) && !live.has(version));
}

/**
 * Removes the shell versions retention lets go (folder, source maps, place in the publish record),
 * under the registry lock so no environment points at one meanwhile. Answers the removed versions.
 */
export function pruneShells(root: string, kept: number): Promise<string[]> {
  return withRegistryLock(root, async () => {
    const registries = await Promise.all(environments.map((env) => readRegistry(root, env)));
    const removed = shellVersionsToRemove(await publishedVersions(root, 'shell'), registries, kept);
    for (const version of removed) {
      await rm(versionDir(root, 'shell', version), { recursive: true, force: true });
      await rm(sourceMapsDir(root, 'shell', version), { recursive: true, force: true });
    }
    await forgetPublished(root, 'shell', removed);
    return removed;
  });
}

import { rm } from 'node:fs/promises';
import type { Deployment } from './deployment.ts';
import { sourceMapsDir, versionDir } from './layout.ts';
import { storeKeyOf } from './local-versions.ts';
import type { StoredRegistry } from './registry-store.ts';

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
 * Removes the shell versions retention lets go (from the artifact store and this deploy folder, with their
 * source maps and their place in the publish record), with no environment pointing at one meanwhile.
 * Answers the removed versions.
 */
export function pruneShells(deployment: Deployment, kept: number): Promise<string[]> {
  const { root, artifacts } = deployment;
  const remove = async (versions: string[]) => {
    for (const version of versions) {
      for (const dir of [versionDir(root, 'shell', version), sourceMapsDir(root, 'shell', version)]) {
        await artifacts.remove(storeKeyOf(root, dir));
        await rm(dir, { recursive: true, force: true });
      }
    }
  };
  return deployment.registry.forget(
    'shell',
    (published, registries) => shellVersionsToRemove(published, registries, kept),
    remove,
  );
}

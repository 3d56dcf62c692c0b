import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Deployment } from './deployment.ts';
import { sourceMapsDir, versionDir, versionPattern, type App } from './layout.ts';
import { contentHash, exists, placeBuild } from './version-folder.ts';

/** A folder of the deploy root as the artifact store names it: the same path, with `/`. */
export const storeKeyOf = (root: string, dir: string) => path.relative(root, dir).split(path.sep).join('/');

/**
 * Makes a published version's folder local: this machine's deploy folder is a copy of what the artifact store
 * holds, taken version by version on first need. Copied beside and renamed, so a half-copied version is never
 * served. False when the store has no such version.
 */
export async function fetchVersion(deployment: Deployment, app: App, version: string): Promise<boolean> {
  if (!versionPattern.test(version)) return false;
  const dir = versionDir(deployment.root, app, version);
  if (await exists(dir)) return true;
  const temp = `${dir}.tmp-fetch-${randomUUID()}`;
  try {
    if (!(await deployment.artifacts.download(storeKeyOf(deployment.root, dir), temp))) return false;
    if (!(await exists(temp))) return true; // the store is this deploy folder
    await rename(temp, dir).catch(async (error: unknown) => {
      // Another process of this machine made it local meanwhile: theirs stays.
      if (!(await exists(dir))) throw error;
    });
    return true;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** The folder of a published version, made local first; refuses a version the store does not have. */
export async function localVersionDir(deployment: Deployment, app: App, version: string): Promise<string> {
  if (!(await fetchVersion(deployment, app, version))) {
    throw new Error(`${app} ${version} is not in the artifact store (${deployment.artifacts.where})`);
  }
  return versionDir(deployment.root, app, version);
}

/**
 * The versions a server has made local, each once: the first request for a version waits for it, every later
 * one finds it. A version the store lacked is asked for again next time (it may be published meanwhile).
 * Undefined when the deploy root is the store itself (one machine): every published version is there already.
 */
export function localVersions(deployment: Deployment): ((app: App, version: string) => Promise<boolean>) | undefined {
  if (deployment.artifacts.folder === path.resolve(deployment.root)) return undefined;
  const known = new Map<string, Promise<boolean>>();
  return (app: App, version: string): Promise<boolean> => {
    const key = `${app}/${version}`;
    let found = known.get(key);
    if (!found) {
      found = fetchVersion(deployment, app, version);
      known.set(key, found);
      found.then(
        (stored) => stored || known.delete(key),
        () => known.delete(key),
      );
    }
    return found;
  };
}

/**
 * Places a build in its immutable versioned folder of the deploy root (version-folder.ts) and stores that folder
 * in the artifact store, its source maps under their own key (never served: a CDN in front of a bucket must not
 * serve `sourcemaps/`). A version the store has already is kept when its content is the same and refused
 * otherwise: a published version never changes, on any machine.
 */
export async function placeVersion(
  deployment: Deployment,
  { what, app, version, distDir }: { what: string; app: App; version: string; distDir: string },
): Promise<void> {
  const { root, artifacts } = deployment;
  const dir = versionDir(root, app, version);
  const maps = sourceMapsDir(root, app, version);
  const stored = await artifacts.storedHash(storeKeyOf(root, dir));
  if (stored !== undefined && stored !== (await contentHash(distDir))) {
    throw new Error(`${what} is already published with other content: choose a new version`);
  }
  await placeBuild(what, distDir, dir, maps);
  if (stored !== undefined) return;
  if (await exists(maps)) await artifacts.upload(maps, storeKeyOf(root, maps));
  await artifacts.upload(dir, storeKeyOf(root, dir));
}

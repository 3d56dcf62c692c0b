import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Environment } from '@casino/api-client';
import { assertRunnable } from './compatibility.ts';
import { liveShellDir, sourceMapsDir, versionDir, versionPattern, type RemoteName } from './layout.ts';
import { assertPublished, publishedVersions, recordPublished } from './publish-record.ts';
import { withRegistryLock } from './registry-lock.ts';
import { endCanary, promoteVersion } from './canary.ts';
import { pointTo, rollBack, updateRegistry } from './registry-store.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Source maps never reach the public folders (below): nothing to compress there.
const compressible = /\.(js|css|json|html|svg)$/;

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Content hash of a build: the same build always gets the same version suffix. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(dir)) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

/** The version a build publishes as: the manifest's build version plus its content hash. */
export async function defaultVersion(distDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  const base = manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  return `${base}-${await contentHash(distDir)}`;
}

/**
 * Moves a build's source maps out of the folder the site serves into the deploy root's private
 * `sourcemaps/<remote>/<version>/`, where error reporting can read them and the public cannot.
 * The bundles do not reference them (hidden source maps).
 */
async function setSourceMapsAside(folder: string, target: string): Promise<void> {
  for (const file of (await filesOf(folder)).filter((f) => f.endsWith('.map'))) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await rename(path.join(folder, file), path.join(target, file));
  }
}

/** Writes .br and .gz next to each text asset, so the server sends them without compressing per request. */
export async function precompress(dir: string): Promise<void> {
  for (const file of await filesOf(dir)) {
    if (!compressible.test(file)) continue;
    const full = path.join(dir, file);
    const body = await readFile(full);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    await writeFile(`${full}.br`, await brotli(body, { params }));
    await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export interface PublishOptions {
  root: string;
  remote: RemoteName;
  distDir: string;
  env: Environment;
  version?: string;
  /** The shell the build must run in (default: the live one). */
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
  await assertRunnable(remote, chosen, distDir, shellDir ?? liveShellDir());
  const target = versionDir(root, remote, chosen);
  if (await exists(target)) {
    const published = await readFile(path.join(target, '.content-hash'), 'utf8').catch(() => '');
    if (published !== (await contentHash(distDir))) {
      throw new Error(`${remote} ${chosen} is already published with other content: choose a new version`);
    }
  } else {
    // Copy into a temp folder and rename, so a half-copied version is never served.
    const temp = `${target}.tmp-${process.pid}`;
    await rm(temp, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    await cp(distDir, temp, { recursive: true });
    const hash = await contentHash(distDir);
    await setSourceMapsAside(temp, sourceMapsDir(root, remote, chosen));
    await precompress(temp);
    await writeFile(path.join(temp, '.content-hash'), hash);
    await rename(temp, target);
  }
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
  shellDir = liveShellDir(),
): Promise<void> {
  await assertPublished(root, remote, version);
  await assertRunnable(remote, version, versionDir(root, remote, version), shellDir);
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

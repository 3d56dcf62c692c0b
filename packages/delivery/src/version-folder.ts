import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentHashFile } from './artifact-store.ts';

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

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
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
 * `sourcemaps/<app>/<version>/`, where error reporting can read them and the public cannot.
 * The bundles do not reference them (hidden source maps).
 */
async function setSourceMapsAside(folder: string, target: string): Promise<void> {
  for (const file of (await filesOf(folder)).filter((f) => f.endsWith('.map'))) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await rename(path.join(folder, file), path.join(target, file));
  }
}

/** Whether `full` has compressed twins made from it: a .br at least as new as the file. */
async function compressedAlready(full: string): Promise<boolean> {
  const [file, twin] = await Promise.all([stat(full), stat(`${full}.br`).catch(() => null)]);
  return twin !== null && twin.mtimeMs >= file.mtimeMs;
}

/**
 * Writes .br and .gz next to each text asset, so the server sends them without compressing per request.
 * `keepCurrent`: for a folder rebuilt in place (the shell's dist, restored from the build cache beside an older
 * build), only the files whose twins are missing or older.
 */
export async function precompress(dir: string, { keepCurrent = false } = {}): Promise<void> {
  for (const file of await filesOf(dir)) {
    if (!compressible.test(file)) continue;
    const full = path.join(dir, file);
    if (keepCurrent && (await compressedAlready(full))) continue;
    const body = await readFile(full);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    await writeFile(`${full}.br`, await brotli(body, { params }));
    await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
  }
}

/**
 * Puts a build into its immutable versioned folder `target` (source maps into `mapsTarget`). A
 * version that exists already is never overwritten: the same content is a no-op, other content is
 * refused (bump the version).
 */
export async function placeBuild(what: string, distDir: string, target: string, mapsTarget: string): Promise<void> {
  const hash = await contentHash(distDir);
  if (await exists(target)) {
    const published = await readFile(path.join(target, contentHashFile), 'utf8').catch(() => '');
    if (published !== hash) throw new Error(`${what} is already published with other content: choose a new version`);
    return;
  }
  // Copy into a temp folder and rename, so a half-copied version is never served.
  const temp = `${target}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(distDir, temp, { recursive: true });
  await setSourceMapsAside(temp, mapsTarget);
  await precompress(temp);
  await writeFile(path.join(temp, contentHashFile), hash);
  await rename(temp, target);
}

import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The file in a finished version folder that holds its content hash: written last, so its presence means complete. */
export const contentHashFile = '.content-hash';

/**
 * The one place published version folders are kept for every server (or a CDN) to serve from, each under its
 * key (`remotes/payments/1.4.0-1a2b3c4d`, `shell/<version>`, `sourcemaps/<app>/<version>`), as in a deploy root.
 * A folder in development (the deploy root itself, or a shared one), a bucket in production (s3-artifact-store.ts).
 */
export interface ArtifactStore {
  /** Where it is, for messages. */
  readonly where: string;
  /** The folder it is, when it is one on this machine: a deploy root that is its own store serves in place. */
  readonly folder?: string;
  /** The content hash a finished version folder was stored with; undefined while none is stored. */
  storedHash: (key: string) => Promise<string | undefined>;
  /** Stores a finished local folder under `key`, its content hash file last. A stored key is kept as it is. */
  upload: (localDir: string, key: string) => Promise<void>;
  /** Copies what is stored under `key` into `localDir` (which must not exist yet); false when nothing is. */
  download: (key: string, localDir: string) => Promise<boolean>;
  remove: (key: string) => Promise<void>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * A folder as the artifact store: a deploy root (one machine: its version folders are already where the site
 * serves them from, so nothing is copied) or a folder every machine mounts (ARTIFACT_DIR).
 */
export function folderArtifactStore(dir: string): ArtifactStore {
  const at = (key: string) => path.resolve(dir, key);
  return {
    where: dir,
    folder: path.resolve(dir),
    storedHash: (key) => readFile(path.join(at(key), contentHashFile), 'utf8').catch(() => undefined),
    async upload(localDir, key) {
      const target = at(key);
      if (target === path.resolve(localDir) || (await exists(target))) return;
      // Copied beside and renamed, so a half-copied version is never there.
      const temp = `${target}.tmp-${process.pid}-${Date.now()}`;
      await mkdir(path.dirname(target), { recursive: true });
      await cp(localDir, temp, { recursive: true });
      await rename(temp, target);
    },
    async download(key, localDir) {
      const source = at(key);
      if (!(await exists(source))) return false;
      if (source !== path.resolve(localDir)) await cp(source, localDir, { recursive: true });
      return true;
    },
    remove: (key) => rm(at(key), { recursive: true, force: true }),
  };
}

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// SAFE, the data vault the authority reads: this is the seam. Development and tests keep it in a folder; an
// object store (or the SFTP server the authority is given access to) is an adapter with the same three calls.

// There is no call to delete: SAFE keeps every file at least until its retention ends (retention.ts).
export interface SafeStorage {
  /**
   * Stores a file at `filePath` (folders separated by '/'), to be kept until `retainUntil`; a file already there
   * that no record names yet (a packing that crashed before its commit) is replaced whole.
   */
  put(filePath: string, bytes: Uint8Array, retainUntil: Date): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(filePath: string): Promise<Buffer | null>;
  /** Where the files are, for messages. */
  readonly location: string;
}

/**
 * SAFE as a folder: each file written whole (a temporary file renamed), so a crash never leaves half a file. The
 * folder's host keeps the files for their retention (the SFTP server the authority reads is set write-once).
 */
export function folderSafeStorage(root: string): SafeStorage {
  const inside = (filePath: string) => {
    const full = path.resolve(root, filePath);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Not a SAFE path: ${filePath}`);
    return full;
  };
  return {
    location: root,
    async put(filePath, bytes) {
      const full = inside(filePath);
      await mkdir(path.dirname(full), { recursive: true });
      const temporary = `${full}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, full);
    },
    async get(filePath) {
      try {
        return await readFile(inside(filePath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

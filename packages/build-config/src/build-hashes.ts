import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (its path relative to `dir`, with `/`) and the SHA-256 of its bytes. */
export function fileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, file).split(path.sep).join('/');
    hashes.set(name, createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return hashes;
}

/** What differs between two builds' files, one line a file, sorted; empty when they are byte-identical. */
export function buildDifferences(first: Map<string, string>, second: Map<string, string>): string[] {
  const names = [...new Set([...first.keys(), ...second.keys()])].sort();
  return names.flatMap((name) => {
    const a = first.get(name);
    const b = second.get(name);
    if (a === b) return [];
    if (b === undefined) return [`only in the first build: ${name}`];
    if (a === undefined) return [`only in the second build: ${name}`];
    return [`other bytes: ${name}`];
  });
}

import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { remotesDir, versionPattern, type RemoteName } from './layout.ts';

/**
 * The order versions were published in, kept in the registry folder: folder times are lost when the
 * folders are copied to a CDN or an object store, and two versions published in one second tie.
 */
const publishRecordSchema = z.object({
  remotes: z.record(z.string(), z.array(z.object({ version: z.string(), publishedAt: z.string() }))),
});
type PublishRecord = z.infer<typeof publishRecordSchema>;

const recordFile = (root: string) => path.join(root, 'registry', 'published.json');

async function readRecord(root: string): Promise<PublishRecord> {
  try {
    return publishRecordSchema.parse(JSON.parse(await readFile(recordFile(root), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** Appends a version to the record (once). Call under the registry lock. */
export async function recordPublished(root: string, remote: RemoteName, version: string): Promise<void> {
  const record = await readRecord(root);
  const versions = record.remotes[remote] ?? [];
  if (versions.some((v) => v.version === version)) return;
  const published = [...versions, { version, publishedAt: new Date().toISOString() }];
  const temp = `${recordFile(root)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify({ remotes: { ...record.remotes, [remote]: published } }, null, 2)}\n`);
  await rename(temp, recordFile(root));
}

/**
 * Published versions of a remote, oldest first, as the record orders them. A finished folder the
 * record does not name (published before there was a record) comes first, by name.
 */
export async function publishedVersions(root: string, remote: RemoteName): Promise<string[]> {
  const entries = await readdir(path.join(remotesDir(root), remote), { withFileTypes: true }).catch(() => []);
  const folders = new Set(
    entries
      .filter((e) => e.isDirectory() && versionPattern.test(e.name) && !e.name.includes('.tmp-'))
      .map((e) => e.name),
  );
  const record = (await readRecord(root)).remotes[remote] ?? [];
  const recorded = record.map((v) => v.version).filter((v) => folders.has(v));
  return [...[...folders].filter((v) => !recorded.includes(v)).sort(), ...recorded];
}

/** Refuses a version that is not published. */
export async function assertPublished(root: string, remote: RemoteName, version: string): Promise<void> {
  if (!(await publishedVersions(root, remote)).includes(version))
    throw new Error(`${remote} ${version} is not published`);
}

import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { versionsDirOf, versionPattern, type App } from './layout.ts';

/**
 * The order versions were published in, kept in the registry folder: folder times are lost when the
 * folders are copied to a CDN or an object store, and two versions published in one second tie.
 */
const publishedSchema = z.array(z.object({ version: z.string(), publishedAt: z.string() }));
const publishRecordSchema = z.object({
  remotes: z.record(z.string(), publishedSchema),
  shell: publishedSchema.optional(),
});
type PublishRecord = z.infer<typeof publishRecordSchema>;
type Published = z.infer<typeof publishedSchema>;

const versionsIn = (record: PublishRecord, app: App): Published =>
  (app === 'shell' ? record.shell : record.remotes[app]) ?? [];
const withVersions = (record: PublishRecord, app: App, versions: Published): PublishRecord =>
  app === 'shell' ? { ...record, shell: versions } : { ...record, remotes: { ...record.remotes, [app]: versions } };

const recordFile = (root: string) => path.join(root, 'registry', 'published.json');

async function readRecord(root: string): Promise<PublishRecord> {
  try {
    return publishRecordSchema.parse(JSON.parse(await readFile(recordFile(root), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

async function writeRecord(root: string, record: PublishRecord): Promise<void> {
  const temp = `${recordFile(root)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temp, recordFile(root));
}

/** Appends a version to the record (once). Call under the registry lock. */
export async function recordPublished(root: string, app: App, version: string): Promise<void> {
  const record = await readRecord(root);
  const versions = versionsIn(record, app);
  if (versions.some((v) => v.version === version)) return;
  await writeRecord(root, withVersions(record, app, [...versions, { version, publishedAt: new Date().toISOString() }]));
}

/** Takes versions whose folders were removed out of the record. Call under the registry lock. */
export async function forgetPublished(root: string, app: App, removed: readonly string[]): Promise<void> {
  const record = await readRecord(root);
  const versions = versionsIn(record, app);
  const kept = versions.filter((v) => !removed.includes(v.version));
  if (kept.length !== versions.length) await writeRecord(root, withVersions(record, app, kept));
}

/**
 * Published versions of a remote or the shell in a deploy root, oldest first, as the record orders them. A finished
 * folder the record does not name (published before there was a record) comes first, by name.
 */
export async function recordedVersions(root: string, app: App): Promise<string[]> {
  const entries = await readdir(versionsDirOf(root, app), { withFileTypes: true }).catch(() => []);
  const folders = new Set(
    entries
      .filter((e) => e.isDirectory() && versionPattern.test(e.name) && !e.name.includes('.tmp-'))
      .map((e) => e.name),
  );
  const record = versionsIn(await readRecord(root), app);
  const recorded = record.map((v) => v.version).filter((v) => folders.has(v));
  return [...[...folders].filter((v) => !recorded.includes(v)).sort(), ...recorded];
}

// Seeds one database before any test file runs; each file then copies it (test/harness.ts) instead of
// initialising and seeding its own, which would cost seconds per file.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default async function globalSetup(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  // Imported after LOG_LEVEL is set: the logger reads it when it loads.
  const { prepareDatabase } = await import('../src/db/prepare.ts');
  // Memory-backed where possible (see testTempRoot in harness.ts).
  const dir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'casino-template-'));
  const handle = await prepareDatabase({ dataDir: dir });
  await handle.close();
  process.env.CASINO_TEST_TEMPLATE = dir;
}

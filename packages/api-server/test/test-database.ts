// Which database a test file's server runs on: the jest project "api-server" runs the server suite on
// PGlite, the project "api-server on PostgreSQL" runs it again on the throw-away PostgreSQL of
// test/global-setup.ts (jest.config.ts). Each file gets its own copy of the seeded template either way.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseOptions } from '../src/db/client.ts';
import { createTestDatabase } from './postgres-cluster.ts';
import { testTempRoot } from './temp-root.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Set by test/on-postgres.ts, the setup file of the PostgreSQL project. */
export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.CASINO_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface SeededTestDatabase {
  options: DatabaseOptions;
  /** Deletes the copy (after its connections are closed). */
  drop: () => Promise<void>;
}

/** A fresh copy of the seeded PGlite template in a temp dir. */
export async function copyOfSeededDatabase(): Promise<string> {
  const template = process.env.CASINO_TEST_TEMPLATE;
  if (!template) throw new Error('CASINO_TEST_TEMPLATE is not set: run the tests through jest (globalSetup)');
  const dir = await mkdtemp(path.join(testTempRoot(), 'casino-test-'));
  // The system cp is several times faster than fs.cp on a thousand small files.
  if (process.platform === 'win32') await cp(template, dir, { recursive: true });
  else await promisify(execFile)('cp', ['-R', `${template}/.`, dir]);
  return dir;
}

/** A private seeded database of this file's kind: a PGlite folder, or a PostgreSQL database made from the template. */
export async function seededTestDatabase(kind = testDatabaseKind()): Promise<SeededTestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await copyOfSeededDatabase();
    return { options: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.CASINO_TEST_PG_TEMPLATE;
  if (!serverUrl || !template) throw new Error('no PostgreSQL test server: the global setup did not start one');
  const database = await createTestDatabase(serverUrl, 'casino_test', template);
  return { options: { dataDir: '', databaseUrl: database.url }, drop: database.drop };
}

import { logger } from '../logger.ts';
import { seedDatabase } from './index.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

export interface SeedOptions {
  /** Seed the test players, their history and the support agent too (never in production). */
  testAccounts: boolean;
}

/**
 * Opens the database, applies pending migrations and seeds it when it is empty (a fresh data dir): the
 * catalogue and content always, the test accounts only where `testAccounts` says.
 */
export async function prepareDatabase(options: DatabaseOptions, seed: SeedOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    if (await isEmpty(handle)) await seedDatabase(handle.db, { testAccounts: seed.testAccounts });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.withConnection((run) => run('SELECT count(*)::int AS n FROM games'));
  return row?.n === 0;
}

/** Drops everything (tables, data, migration history), then migrates and seeds again. */
export async function resetDatabase(handle: DatabaseHandle, seed: SeedOptions): Promise<void> {
  await handle.withConnection((run) => run('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
  logger.info({ kind: handle.kind }, 'database wiped');
  await migrate(handle);
  await seedDatabase(handle.db, seed);
}

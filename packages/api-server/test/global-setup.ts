// Seeds one database before any test file runs; each file then copies it (test/harness.ts) instead of
// initialising and seeding its own, which would cost seconds per file. Starts a throw-away PostgreSQL as well
// when one is installed, so the PostgreSQL tests run in `npm test` (TEST_DATABASE_URL, test/postgres-cluster.ts).
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { findPostgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { testTempRoot } from './temp-root.ts';

declare global {
  // Read by test/global-teardown.ts (jest runs both in its main process).
  var casinoTestPostgres: PostgresCluster | undefined;
}

export default async function globalSetup(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const results = await Promise.allSettled([seedTemplate(), providePostgres()]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await globalThis.casinoTestPostgres?.stop(); // jest skips the teardown when the setup fails
    throw failure.reason;
  }
}

async function seedTemplate(): Promise<void> {
  // Imported after LOG_LEVEL is set: the logger reads it when it loads.
  const { prepareDatabase } = await import('../src/db/prepare.ts');
  const dir = await mkdtemp(path.join(testTempRoot(), 'casino-template-'));
  const handle = await prepareDatabase({ dataDir: dir });
  await handle.close();
  process.env.CASINO_TEST_TEMPLATE = dir;
}

async function providePostgres(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return; // set by hand: that server is used as it is
  const binDir = findPostgresBinaries();
  if (!binDir) {
    console.log(
      '\nPostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin): the PostgreSQL tests ' +
        'are skipped, the server tests run on PGlite only. Install `postgresql` or set TEST_DATABASE_URL.\n',
    );
    return;
  }
  globalThis.casinoTestPostgres = await startPostgresCluster(binDir);
  process.env.TEST_DATABASE_URL = globalThis.casinoTestPostgres.url;
}

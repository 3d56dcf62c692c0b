import { nodePreset } from '@casino/build-config/jest';
import type { Config } from 'jest';
import { findPostgresBinaries } from './test/postgres-cluster.ts';

const base = nodePreset(import.meta.dirname);

/** Files that choose their databases themselves (a PGlite folder on disk, or their own PostgreSQL databases). */
const ownDatabases = [
  'db/persistence',
  'db/migrations',
  'db/postgres',
  'chat/chat-postgres',
  'two-servers',
  'releases/two-machines',
  'games/jackpots/jackpot-two-servers',
  'payments/withdrawal-invariants',
  'regulator/safe-two-servers',
  'health/ready-postgres',
  'shutdown',
  'rolling-restart',
];

/**
 * Tests of code that touches no database (the game maths, the seed's generator, caches, the stand-in scripts, the
 * sandbox TamperToken service, SAFE's retention, ROFUS's protocol and sandbox).
 */
const noDatabase = [
  'games/maths/.*',
  'games/sandbox/table-frame',
  'games/jackpots/jackpot-maths',
  'content/response-cache',
  'content/game-art',
  'seed/seed',
  'seed/table-guides',
  'seed/jackpot-guide',
  'tag-manager/stand-ins',
  'regulator/tamper-token-sandbox/sandbox',
  'regulator/retention',
  'players/rofus-protocol',
  'players/rofus-sandbox/sandbox',
  'providers/rofus-settings',
  'players/rofus-mutual-tls',
];

/**
 * The server suite runs on PGlite, and again on PostgreSQL when the global setup can start one, as production
 * does: every test file that uses the database, each on a copy of a seeded PostgreSQL database.
 */
const onPostgres: Config = {
  ...base,
  displayName: 'api-server on PostgreSQL',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...[...ownDatabases, ...noDatabase].map((name) => `/src/${name}\\.test\\.ts$`),
  ],
  setupFiles: ['<rootDir>/test/on-postgres.ts'],
};

export default {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Each file starts a server on its own copy of the seeded database.
  testTimeout: 30_000,
  // After the last file something still holds jest's main process open (it appeared with the release state's
  // listeners; every test passes and no child process is left). Until that handle is found, the run ends when
  // the tests do, so `npm test` and CI cannot hang on it.
  forceExit: true,
  // Native ESM under jest keeps every test file's module graph alive (jestjs/jest#14605): run in one process,
  // the suite's heap reached Node's 4 GB limit. A worker past this much heap between files is replaced.
  workerIdleMemoryLimit: '1GB',
  projects: [base, ...(process.env.TEST_DATABASE_URL || findPostgresBinaries() ? [onPostgres] : [])],
} satisfies Config;

import { nodePreset } from '@casino/build-config/jest';
import type { Config } from 'jest';
import { findPostgresBinaries } from './test/postgres-cluster.ts';

const base = nodePreset(import.meta.dirname);

/** Files that choose their databases themselves (a PGlite folder on disk, or their own PostgreSQL databases). */
const ownDatabases = ['persistence', 'migrations', 'postgres', 'chat-postgres', 'two-servers'];

/**
 * The server suite runs on PGlite, and again on PostgreSQL when the global setup can start one, as production
 * does: same files, each on a copy of a seeded PostgreSQL database.
 */
const onPostgres: Config = {
  ...base,
  displayName: 'api-server on PostgreSQL',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...ownDatabases.map((name) => `/test/${name}\\.test\\.ts$`)],
  setupFiles: ['<rootDir>/test/on-postgres.ts'],
};

export default {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Each file starts a server on its own copy of the seeded database.
  testTimeout: 30_000,
  projects: [base, ...(process.env.TEST_DATABASE_URL || findPostgresBinaries() ? [onPostgres] : [])],
} satisfies Config;

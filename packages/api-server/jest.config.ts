import { nodePreset } from '@casino/build-config/jest';

export default {
  ...nodePreset(import.meta.dirname),
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Each file starts a server on its own copy of the seeded database.
  testTimeout: 30_000,
};

import path from 'node:path';
import type { Config } from 'jest';

const swc = (jsx: boolean) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx },
      transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2023',
    },
    module: { type: 'es6' },
  },
];

const here = import.meta.dirname;

/** Browser code (apps, ui, platform, api-client): jsdom with Node's web globals, as ESM. */
export function webPreset(rootDir: string): Config {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: path.join(here, 'jest-environment.cjs'),
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.tsx?$': swc(true) as never },
    moduleNameMapper: {
      '\\.module\\.css$': path.join(here, 'css-module-stub.cjs'),
      '\\.css$': path.join(here, 'css-module-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(here, 'jest-setup.ts')],
    globals: { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0-test' },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  };
}

/** Server code (api-server, delivery): Node environment, as ESM. */
export function nodePreset(rootDir: string): Config {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: 'node',
    setupFilesAfterEnv: [path.join(here, 'jest-setup-node.ts')],
    extensionsToTreatAsEsm: ['.ts'],
    transform: { '^.+\\.ts$': swc(false) as never },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  };
}

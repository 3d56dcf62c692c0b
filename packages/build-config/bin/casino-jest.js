#!/usr/bin/env node
// Runs jest with the flags ESM-only dependencies need (react-router 8, jotai 3, msw 3: TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jestBin = require.resolve('jest/bin/jest');
const flags = '--experimental-vm-modules --disable-warning=ExperimentalWarning';
const result = spawnSync(process.execPath, [jestBin, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${flags}`.trim() },
});
process.exit(result.status ?? 1);

// Build times as a team meets them: a cold full build of every app and the
// build of one remote alone (the payments team's release), both through turbo with its cache off.
// Run last: the builds rewrite the apps' dist folders (with the same output).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const turbo = path.join(repoRoot, 'node_modules', '.bin', 'turbo');

async function timeTurboBuild(...filters: string[]): Promise<number> {
  const started = performance.now();
  await run(turbo, ['run', 'build', '--force', '--output-logs=errors-only', ...filters], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return performance.now() - started;
}

export interface BuildTimes {
  fullMs: number;
  remoteMs: number;
}

export async function timeBuilds(): Promise<BuildTimes> {
  const fullMs = await timeTurboBuild();
  const remoteMs = await timeTurboBuild('--filter=mf-payments');
  return { fullMs, remoteMs };
}

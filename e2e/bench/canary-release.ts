// The payments team's canary release, end to end, as the bench times it: build the remote alone (turbo,
// cache off), publish it without moving production's pointer, start its canary for 10 % of browsers, until
// the server gives a browser in that cohort a page naming the new version. Then the canary is ended.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { cohortBucket, cohortCookie, newBrowserId } from '@casino/delivery';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const releaseCli = path.join(repoRoot, 'packages', 'delivery', 'src', 'cli.ts');
const percent = 10;

const release = async (...args: string[]) =>
  (await run(bin('node'), [releaseCli, ...args], { cwd: repoRoot, env: process.env })).stdout;

/** A browser id that lands in the canary's cohort at `percent` % (as a cookie a browser would carry). */
function idInCohort(version: string): string {
  for (;;) {
    const id = newBrowserId();
    if (cohortBucket(id, 'payments', version) < percent * 100) return id;
  }
}

/** Milliseconds from the build to a cohort browser's page naming the canary. */
export async function benchCanaryRelease(siteUrl: string): Promise<number> {
  const started = performance.now();
  await run(bin('turbo'), ['run', 'build', '--force', '--output-logs=errors-only', '--filter=mf-payments'], {
    cwd: repoRoot,
    env: { ...process.env, RELEASE_VERSION: `9.8.${Date.now() % 1000}` },
    maxBuffer: 16 * 1024 * 1024,
  });
  const published = await release('publish', 'payments', '--env', 'staging');
  const version = /now at (\S+)$/m.exec(published)?.[1] ?? '';
  await release('canary', 'payments', version, '--percent', String(percent), '--env', 'production');
  const cookie = `${cohortCookie}=${idInCohort(version)}`;
  for (;;) {
    const page = await (await fetch(siteUrl, { headers: { cookie } })).text();
    if (page.includes(`/remotes/payments/${version}/`)) break;
  }
  const elapsed = performance.now() - started;
  await release('rollback', 'payments', '--env', 'production');
  // The remote's dist goes back to the site's own build for the parts that follow.
  await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only', '--filter=mf-payments'], { cwd: repoRoot });
  return elapsed;
}

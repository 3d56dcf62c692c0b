import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';

/**
 * Runs `work` while holding the deploy root's registry lock, so two release commands (or a release
 * and a server ending a canary by itself) never read the same registry and write over each other.
 * A lock directory (proper-lockfile) works across processes and on network file systems; a holder
 * that died is taken over once its lock has not been refreshed for `stale` ms.
 */
export async function withRegistryLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const folder = path.join(root, 'registry');
  await mkdir(folder, { recursive: true });
  const release = await lock(folder, {
    realpath: false,
    lockfilePath: path.join(folder, '.lock'),
    stale: 10_000,
    // A release waits its turn for up to about half a minute before it gives up.
    retries: { retries: 300, minTimeout: 5, maxTimeout: 100, randomize: true },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

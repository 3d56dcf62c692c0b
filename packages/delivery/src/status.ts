import type { Environment } from '@casino/api-client';
import { readRegistry } from './registry-store.ts';

/** `release status`: what each environment serves, its canaries and how the last one ended. */
export async function printStatus(root: string, envs: readonly Environment[], server?: string): Promise<void> {
  for (const env of envs) {
    const registry = await readRegistry(root, env);
    console.log(`${env} (revision ${registry.revision})`);
    for (const [remote, entry] of Object.entries(registry.remotes)) {
      console.log(`  ${remote}: ${entry.current}`);
      if (entry.canary) {
        const { version, percent, startedAt } = entry.canary;
        console.log(`    canary ${version} for ${percent} % of browsers since ${startedAt}`);
      }
      const last = entry.lastCanary;
      if (last)
        console.log(
          `    last canary ${last.version}: ${last.outcome} at ${last.at}${last.reason ? `: ${last.reason}` : ''}`,
        );
    }
  }
  if (server) console.log(`(error counts: ${server} not asked yet)`);
}

import type { Environment } from '@casino/api-client';
import type { Deployment } from './deployment.ts';
import { environments } from './layout.ts';
import { unpublishedShellVersion } from './shell-folders.ts';

interface ServerStatus {
  counts: { remote: string; version: string; kind: string; count: number }[];
  automaticRollbacks: { remote: string; version: string; reason: string; decidedAt: string }[];
}

/** The counts the site's servers added up (`/api/releases/status`, with METRICS_TOKEN when set). */
async function serverStatus(server: string): Promise<ServerStatus> {
  const token = process.env.METRICS_TOKEN;
  const response = await fetch(new URL('/api/releases/status', server), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${server} answered the status with ${response.status}`);
  return (await response.json()) as ServerStatus;
}

/**
 * `release status`: what each environment serves, its canaries and how the last one ended; with
 * `--server`, also the failures and page views the site's servers counted per remote version.
 */
export async function printStatus(
  deployment: Deployment,
  envs: readonly Environment[],
  server?: string,
): Promise<void> {
  for (const env of envs) {
    const registry = await deployment.registry.read(env);
    console.log(`${env} (revision ${registry.revision})`);
    console.log(`  shell: ${registry.shell?.current ?? `${unpublishedShellVersion} (the unpublished build)`}`);
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
  if (!server) return;
  const { counts, automaticRollbacks } = await serverStatus(server);
  console.log(`counted by ${server}`);
  for (const { remote, version, kind, count } of counts) console.log(`  ${remote} ${version} ${kind}: ${count}`);
  for (const { remote, version, reason, decidedAt } of automaticRollbacks)
    console.log(`  rolled back automatically at ${decidedAt}: ${remote} ${version}: ${reason}`);
}

/**
 * `release shell status`: the shell each environment serves and would roll back to, and the published
 * versions still kept (the oldest go when more than SHELL_KEEP_RELEASES were published after them).
 */
export async function printShellStatus(
  deployment: Deployment,
  envs: readonly Environment[],
  kept: number,
): Promise<void> {
  const registries = await Promise.all(
    environments.map(async (env) => [env, await deployment.registry.read(env)] as const),
  );
  for (const [env, { shell }] of registries.filter(([env]) => envs.includes(env))) {
    const before = shell?.previous.at(-1);
    console.log(
      `${env}: shell ${shell?.current ?? `${unpublishedShellVersion} (the unpublished build)`}${before ? `, rollback to ${before}` : ''}`,
    );
  }
  console.log(`published shells kept (the newest ${kept}, and every one an environment serves or rolls back to):`);
  for (const version of await deployment.registry.published('shell')) {
    const live = registries.filter(([, r]) => r.shell?.current === version).map(([env]) => env);
    console.log(`  ${version}${live.length ? `  <- ${live.join(', ')}` : ''}`);
  }
}

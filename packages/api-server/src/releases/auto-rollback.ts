import type { Environment } from '@casino/api-client';
import { endCanary, isRemote, type Canary, type Deployment, type RemoteName } from '@casino/delivery';
import type { Database } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { releaseRollbacks } from './schema.ts';
import { logger } from '../logger.ts';
import { canaryCounts, type VersionCounts } from './counts.ts';
import { failureSourceCounts } from './failure-sources.ts';
import type { ReleaseSettings } from './settings.ts';
import { announceReleaseChange, type SharedRegistry } from './shared-state.ts';

const rate = ({ views, errors }: VersionCounts) => (views ? errors / views : 0);
const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const howMany = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How many distinct browsers (cohort cookies) and client addresses reported a version's failures. */
export interface FailureSources {
  cohorts: number;
  addresses: number;
}

/**
 * Why a canary should end, or null: its error rate (failures per page view) exceeds the stable
 * version's by more than the margin, once its cohort has had the minimum of page views and its
 * failures came from the minimum of distinct browsers and addresses (so one script decides nothing).
 */
export function failingCanary(
  canary: VersionCounts & FailureSources,
  stable: VersionCounts,
  settings: Pick<ReleaseSettings, 'errorMargin' | 'minPageViews' | 'minFailingCohorts' | 'minFailingAddresses'>,
): string | null {
  if (canary.views < settings.minPageViews) return null;
  if (canary.cohorts < settings.minFailingCohorts || canary.addresses < settings.minFailingAddresses) return null;
  if (rate(canary) - rate(stable) <= settings.errorMargin) return null;
  return (
    `error rate ${percent(rate(canary))} (${canary.errors} in ${canary.views} page views) reported by ` +
    `${howMany(canary.cohorts, 'browser', 'browsers')} from ${howMany(canary.addresses, 'address', 'addresses')}, against ` +
    `${percent(rate(stable))} for the stable version (${stable.errors} in ${stable.views}), ` +
    `more than the ${percent(settings.errorMargin)} margin`
  );
}

export interface AutoRollbackDeps {
  db: Database;
  deployment: Deployment;
  registry: SharedRegistry;
  settings: ReleaseSettings;
}

/**
 * Weighs every running canary of an environment and ends each failing one, once: the first server
 * to record the decision in the database ends it in the registry (as the release tool changes it)
 * and logs why; any other server finds the decision taken and does nothing.
 */
export async function rollBackFailingCanaries(deps: AutoRollbackDeps, env: Environment): Promise<void> {
  const stored = await deps.registry.read(env);
  for (const [remote, entry] of Object.entries(stored.remotes)) {
    if (!entry.canary || !isRemote(remote)) continue;
    const { version, startedAt } = entry.canary;
    const counts = await canaryCounts(deps.db, env, remote, startedAt);
    const sources = await failureSourceCounts(deps.db, env, { remote, version, canaryStartedAt: startedAt });
    const none = { views: 0, errors: 0 };
    const reason = failingCanary(
      { ...(counts.get(version) ?? none), ...sources },
      counts.get(entry.current) ?? none,
      deps.settings,
    );
    if (reason) await decideOnce(deps, env, remote, entry.canary, reason);
  }
}

async function decideOnce(
  deps: AutoRollbackDeps,
  env: Environment,
  remote: RemoteName,
  canary: Canary,
  reason: string,
): Promise<void> {
  const decided = await deps.db
    .insert(releaseRollbacks)
    .values({ environment: env, remote, version: canary.version, canaryStartedAt: canary.startedAt, reason })
    .onConflictDoNothing()
    .returning();
  if (!decided.length) return;
  // Every server stops serving the canary now; the registry says so next, for the release tool.
  await announceReleaseChange(deps.db, env);
  await deps.deployment.registry.update(env, (registry) => {
    const running = registry.remotes[remote]?.canary;
    // Ended or replaced meanwhile by hand: nothing left to roll back.
    if (running?.version !== canary.version || running.startedAt !== canary.startedAt) return registry;
    return endCanary(registry, remote, 'rolled back automatically', reason);
  });
  logger.warn({ environment: env, remote, version: canary.version, reason }, 'canary rolled back automatically');
}

/** The canaries the servers rolled back by themselves in `environment`, oldest first. */
export function automaticRollbacksIn(db: Database, environment: Environment) {
  return db
    .select()
    .from(releaseRollbacks)
    .where(eq(releaseRollbacks.environment, environment))
    .orderBy(releaseRollbacks.decidedAt);
}

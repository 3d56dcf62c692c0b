import type { Environment } from '@casino/api-client';
import type { ReleaseState } from '@casino/delivery';
import type { DatabaseHandle } from '../db/client.ts';
import { logger } from '../logger.ts';
import type { Metrics } from '../telemetry/metrics.ts';
import { rollBackFailingCanaries } from './auto-rollback.ts';
import { addCounts } from './counts.ts';
import type { ReleaseSettings } from './settings.ts';
import { sharedRegistry, type SharedRegistry } from './shared-state.ts';

export interface Releases {
  /** What the site's pages are served from, and where their canary page views are counted. */
  state: ReleaseState;
  registry: SharedRegistry;
  /** Weighs the environment's canaries now (after failures were counted) and ends a failing one. */
  weighCanaries: (env: Environment) => Promise<void>;
  stop: () => Promise<void>;
}

// Page views alone never make a canary fail, but they can bring it to its minimum of views after
// its failures were counted: so every so many views this process weighs the canaries as well.
const weighEveryViews = 20;

/** The release state of one api-server process, shared with the others through the database. */
export async function startReleases(
  database: DatabaseHandle,
  deployRoot: string,
  settings: ReleaseSettings,
  metrics: Metrics,
): Promise<Releases> {
  const registry = await sharedRegistry(database, deployRoot);
  const deps = { db: database.db, deployRoot, registry, settings };
  const weighCanaries = (env: Environment) =>
    rollBackFailingCanaries(deps, env).catch((error: unknown) =>
      logger.error({ err: error, environment: env }, 'weighing the canaries failed'),
    );
  let views = 0;
  const state: ReleaseState = {
    read: registry.read,
    pageServed: async (env, arms) => {
      for (const { remote, version, cohort } of arms)
        metrics.canaryPageViews.inc({ environment: env, remote, version, cohort });
      await addCounts(
        database.db,
        env,
        arms.map(({ remote, version, canaryStartedAt }) => ({
          remote,
          version,
          canaryStartedAt,
          kind: 'view',
          count: 1,
        })),
      );
      if (++views % weighEveryViews === 0) await weighCanaries(env);
    },
  };
  return { state, registry, weighCanaries, stop: registry.stop };
}

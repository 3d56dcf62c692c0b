import type { Environment } from '@casino/api-client';
import { localVersions, type App, type Deployment, type ReleaseState } from '@casino/delivery';
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
  /** The release tool's deployment as this server sees it (the database's registry, the artifact store). */
  deployment: Deployment;
  /**
   * Makes a published version local before it is served (from the artifact store, once per version); unset when
   * the deploy root is the store itself.
   */
  localVersion: ((app: App, version: string) => Promise<boolean>) | undefined;
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
  deployment: Deployment,
  settings: ReleaseSettings,
  metrics: Metrics,
): Promise<Releases> {
  const registry = await sharedRegistry(database, deployment);
  const deps = { db: database.db, deployment, registry, settings };
  const weighCanaries = (env: Environment) =>
    rollBackFailingCanaries(deps, env).catch((error: unknown) =>
      logger.error({ err: error, environment: env }, 'weighing the canaries failed'),
    );
  let views = 0;
  const state: ReleaseState = {
    read: registry.read,
    published: registry.published,
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
  return {
    state,
    registry,
    deployment,
    localVersion: localVersions(deployment),
    weighCanaries,
    stop: registry.stop,
  };
}

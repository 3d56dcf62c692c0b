import { telemetryBatchSchema, type TelemetryEvent } from '@casino/api-client/requests';
import type { Environment } from '@casino/api-client';
import { routeTable } from '@casino/platform/route-table';
import { cohortCookie, type StoredRegistry } from '@casino/delivery';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { validJson } from '../http/validate.ts';
import { addCounts, type Count } from '../releases/counts.ts';
import type { Releases } from '../releases/index.ts';
import type { ReleaseSettings } from '../releases/settings.ts';
import type { Metrics } from './metrics.ts';
import { perBrowserLimit } from './rate-limit.ts';

const routePatterns = new Set<string>(Object.values(routeTable).map((route) => route.path));
/** A label from the route table only: a pattern the table lacks would make a metric per path. */
const knownRoute = (route: string) => (routePatterns.has(route) ? route : '(other)');

/** Which side of a running canary a version is on, and that canary's start ('' when none runs). */
function armOf(registry: StoredRegistry, remote: string, version: string) {
  const entry = registry.remotes[remote];
  const canary = entry?.canary;
  if (!canary) return { cohort: 'stable', canaryStartedAt: '' } as const;
  const cohort = version === canary.version ? 'canary' : version === entry.current ? 'stable' : 'other';
  return { cohort, canaryStartedAt: canary.startedAt } as const;
}

export interface TelemetryDeps {
  db: Database;
  environment: Environment;
  releases: Releases;
  metrics: Metrics;
  settings: ReleaseSettings;
}

/**
 * POST /api/telemetry: the beacons of the shell's regions. Failures are counted per remote version
 * (in the database, so every server's counts add up, and in the metrics); a failure of a running
 * canary's versions makes this server weigh the canary at once. Web vitals go to the metrics only.
 */
export function telemetryRoutes(deps: TelemetryDeps) {
  const { db, environment: env, releases, metrics } = deps;
  const allowance = perBrowserLimit(deps.settings.telemetryEventsPerMinute);
  // The cohort cookie while a canary runs, else the address (kept for the minute, never stored).
  const browserOf = (c: Context) => {
    const cookie = getCookie(c, cohortCookie);
    return cookie || clientIp(c);
  };

  const record = async (events: TelemetryEvent[]) => {
    const registry = await releases.registry.read(env);
    const counts = new Map<string, Count>();
    let canaryFailed = false;
    for (const event of events) {
      if (event.kind === 'vital') {
        const route = knownRoute(event.route);
        if (event.name === 'CLS') metrics.layoutShift.observe({ environment: env, route }, event.value);
        else metrics.webVitalMs.observe({ environment: env, name: event.name, route }, event.value);
        continue;
      }
      const { remote, version, kind } = event;
      const { cohort, canaryStartedAt } = armOf(registry, remote, version);
      metrics.remoteFailures.inc({ environment: env, remote, version, kind, cohort });
      canaryFailed ||= canaryStartedAt !== '';
      const key = [remote, version, kind, canaryStartedAt].join('\n');
      const count = counts.get(key) ?? { remote, version, kind, canaryStartedAt, count: 0 };
      counts.set(key, { ...count, count: count.count + 1 });
    }
    await addCounts(db, env, [...counts.values()]);
    if (canaryFailed) await releases.weighCanaries(env);
  };

  return new Hono().post('/api/telemetry', validJson(telemetryBatchSchema), async (c) => {
    const { events } = c.req.valid('json');
    const allowed = allowance(browserOf(c), events.length);
    if (allowed) await record(events.slice(0, allowed));
    // A beacon reads no answer; 204 either way, so a limited browser learns nothing to retry for.
    return c.body(null, 204);
  });
}

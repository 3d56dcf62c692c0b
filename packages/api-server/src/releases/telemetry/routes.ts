import { telemetryBatchSchema, type TelemetryEvent } from '@casino/api-client/requests/telemetry';
import type { Environment } from '@casino/api-client';
import { routeTable } from '@casino/platform/route-table';
import { cohortCookie, verifiedBrowserId, type StoredRegistry } from '@casino/delivery';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createHmac } from 'node:crypto';
import type { RouteDeps } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { badRequest, validJson } from '../../http/validate.ts';
import { messages } from '../../messages.ts';
import { addCounts, type Count } from '../counts.ts';
import { addFailureSources, type FailureSource } from '../failure-sources.ts';
import type { Releases } from '../index.ts';
import type { ReleaseSettings } from '../settings.ts';
import type { Metrics } from '../../telemetry/metrics.ts';
import { perMinuteBudgets } from '../../telemetry/rate-limit.ts';
import { described } from '../../http/openapi.ts';

const routePatterns = new Set<string>(Object.values(routeTable).map((route) => route.path));
/** A label from the route table only: a pattern the table lacks would make a metric per path. */
const knownRoute = (route: string) => (routePatterns.has(route) ? route : '(other)');

/** Which side of a running canary a version is on, and that canary's start ('' when none runs). */
function armOf(registry: StoredRegistry, remote: string, version: string) {
  const entry = registry.remotes[remote];
  const canary = entry?.canary;
  if (!canary) return { cohort: 'stable', canaryStartedAt: '' } as const;
  const cohort = version === canary.version ? 'canary' : 'stable';
  return { cohort, canaryStartedAt: canary.startedAt } as const;
}

/** A remote of the registry at its live or canary version: the only names a beacon may report (and label). */
const servedVersion = (registry: StoredRegistry, remote: string, version: string) => {
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  return entry !== undefined && (version === entry.current || version === entry.canary?.version);
};

export interface TelemetryDeps {
  db: RouteDeps['db'];
  environment: Environment;
  releases: Releases;
  metrics: Metrics;
  settings: ReleaseSettings;
  /** The key the page server signs cohort cookies with: only a signed cookie's beacons count. */
  cohortKey: string;
}

/** Who sent a beacon: its browser (the signed cohort id) and its client address. */
interface Sender {
  browserId: string;
  address: string;
}

/**
 * POST /api/telemetry: the beacons of the shell's regions, counted only from a browser carrying the cohort
 * cookie the server signed, only for the remote versions the site serves, and within a budget per browser
 * and per client address. Failures are counted per remote version (in the database, so every server's
 * counts add up, and in the metrics); a failure of a running canary's version also records which browser
 * and address reported it (as keyed hashes) and makes this server weigh the canary at once. Web vitals go
 * to the metrics only.
 */
export function telemetryRoutes(deps: TelemetryDeps) {
  const { db, environment: env, releases, metrics, settings, cohortKey } = deps;
  const spend = perMinuteBudgets();
  // Who reported, never stored as it is: a keyed hash tells distinct senders apart and nothing more.
  const hashed = (kind: FailureSource['kind'], value: string) =>
    createHmac('sha256', cohortKey).update(`${kind}\n${value}`).digest('base64url');

  const record = async (events: TelemetryEvent[], registry: StoredRegistry, sender: Sender) => {
    const counts = new Map<string, Count>();
    const sources: FailureSource[] = [];
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
      if (cohort === 'canary') {
        const of = { remote, version, canaryStartedAt };
        sources.push({ ...of, kind: 'cohort', source: hashed('cohort', sender.browserId) });
        sources.push({ ...of, kind: 'address', source: hashed('address', sender.address) });
      }
      const key = [remote, version, kind, canaryStartedAt].join('\n');
      const count = counts.get(key) ?? { remote, version, kind, canaryStartedAt, count: 0 };
      counts.set(key, { ...count, count: count.count + 1 });
    }
    await addCounts(db, env, [...counts.values()]);
    await addFailureSources(db, env, sources);
    if (canaryFailed) await releases.weighCanaries(env);
  };

  return new Hono().post(
    '/api/telemetry',
    described(
      "The regions' failures and web vitals (`telemetryBatchSchema`, 1-50 events): 204, counted within budgets per browser and per client address; without the signed cohort cookie 204 and nothing counted",
    ),
    validJson(telemetryBatchSchema),
    async (c) => {
      const { events } = c.req.valid('json');
      // A beacon reads no answer; 204 whenever nothing is wrong with it, so a limited or cookieless
      // sender learns nothing to retry for.
      const browserId = verifiedBrowserId(getCookie(c, cohortCookie), cohortKey);
      if (!browserId) return c.body(null, 204);
      const registry = await releases.registry.read(env);
      if (events.some((event) => event.kind !== 'vital' && !servedVersion(registry, event.remote, event.version)))
        throw badRequest(messages.unknownRemoteVersion);
      const address = clientIp(c);
      const budgets = [
        { key: `browser\n${browserId}`, perMinute: settings.telemetryEventsPerMinute },
        { key: `address\n${address}`, perMinute: settings.telemetryEventsPerMinutePerAddress },
      ];
      const allowed = spend(budgets, events.length);
      if (allowed) await record(events.slice(0, allowed), registry, { browserId, address });
      return c.body(null, 204);
    },
  );
}

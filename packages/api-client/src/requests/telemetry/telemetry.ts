import { z } from 'zod/mini';

// What the shell's regions report to the server (POST /api/telemetry, sent with navigator.sendBeacon):
// failures attributable to a remote version and web vitals per route. Nothing about the player: a route is
// a pattern of the route table (`/spil/:slug`, never the slug), a version a published folder's name.

/** A route table pattern, or '(other)' for a path the table does not know. */
const routePattern = z.string().check(z.maxLength(80), z.regex(/^(\/[\w:*./-]*|\(other\))$/));
const remoteName = z.string().check(z.regex(/^[a-z]{1,20}$/));
const version = z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/));

export const remoteFailureKinds = ['load-failure', 'render-error', 'uncaught-error'] as const;

const remoteFailureSchema = z.object({
  kind: z.enum(remoteFailureKinds),
  remote: remoteName,
  version,
  route: routePattern,
  cohort: z.enum(['canary', 'stable']),
});

export const webVitalNames = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;

const webVitalSchema = z.object({
  kind: z.literal('vital'),
  name: z.enum(webVitalNames),
  /** Milliseconds; CLS is a score without a unit. */
  value: z.number().check(z.gte(0), z.lte(600_000)),
  route: routePattern,
});

/** One beacon: what a page collected since its last one, at most 50 events. */
export const telemetryBatchSchema = z.object({
  events: z.array(z.union([remoteFailureSchema, webVitalSchema])).check(z.minLength(1), z.maxLength(50)),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;
export type TelemetryEvent = TelemetryBatch['events'][number];
export type RemoteFailure = z.infer<typeof remoteFailureSchema>;

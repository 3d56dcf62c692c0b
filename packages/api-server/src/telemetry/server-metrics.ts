import type { PageServerObserver } from '@casino/page-server';
import { collectDefaultMetrics, Counter, Histogram, type Registry } from 'prom-client';
import { logger } from '../logger.ts';
import type { RoundObserver } from '../repeating-job.ts';

/** How long answers take, in seconds: from a cached page's millisecond to a slow provider's call. */
const answerBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's own work on the app's registry: Node's process metrics (CPU, heap, event loop lag, GC, handles),
 * its answers by route pattern, the page server's cache and renders, and the repeating jobs' rounds. Every label
 * comes from a fixed set (route patterns, never addresses), so the series stay few.
 */
export function createServerMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry });
  return {
    httpDuration: new Histogram({
      name: 'casino_http_request_duration_seconds',
      help: 'Time to answer a request (to its head, for a stream), by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: answerBuckets,
      registers: [registry],
    }),
    pageLookups: new Counter({
      name: 'casino_page_cache_lookups_total',
      help: 'Shell pages asked of the page cache: hit (kept, fresh or stale) or miss (yet to be made)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    renderSeconds: new Histogram({
      name: 'casino_page_render_seconds',
      help: 'Server renders of a page, their wait in the render queue included, by outcome',
      labelNames: ['outcome'] as const,
      buckets: answerBuckets,
      registers: [registry],
    }),
    rendersSkipped: new Counter({
      name: 'casino_page_renders_skipped_total',
      help: 'Pages sent for the browser to render because the render queue was full',
      registers: [registry],
    }),
    jobRounds: new Counter({
      name: 'casino_job_rounds_total',
      help: "Rounds of the server's repeating jobs, by job and outcome (done or failed)",
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
  };
}
export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/** The page server's cache lookups and renders into the metrics, and its log lines into the structured log. */
export function pageServerObserver(metrics: ServerMetrics): PageServerObserver {
  return {
    pageLookup: (found) => metrics.pageLookups.inc({ result: found ? 'hit' : 'miss' }),
    rendered: (ms, succeeded) =>
      metrics.renderSeconds.observe({ outcome: succeeded ? 'rendered' : 'failed' }, ms / 1000),
    renderSkipped: () => metrics.rendersSkipped.inc(),
    log: (message, error) => logger.warn({ err: error }, message),
  };
}

/** Counts each repeating job's rounds. */
export const jobRoundCounter =
  (metrics: ServerMetrics): RoundObserver =>
  (job, outcome) =>
    metrics.jobRounds.inc({ job, outcome });

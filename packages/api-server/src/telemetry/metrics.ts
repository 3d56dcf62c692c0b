import { Counter, Histogram, Registry } from 'prom-client';
import { createServerMetrics } from './server-metrics.ts';

/**
 * The site's Prometheus metrics (prom-client), one registry per app so two apps in one process
 * (tests) keep their own. Per process, as Prometheus expects: it adds the processes up itself.
 */
export function createMetrics() {
  const registry = new Registry();
  return {
    registry,
    remoteFailures: new Counter({
      name: 'casino_remote_failures_total',
      help: 'Failures regions reported, by remote version and cohort',
      labelNames: ['environment', 'remote', 'version', 'kind', 'cohort'] as const,
      registers: [registry],
    }),
    canaryPageViews: new Counter({
      name: 'casino_canary_page_views_total',
      help: 'Pages served while a canary runs, by remote version and cohort',
      labelNames: ['environment', 'remote', 'version', 'cohort'] as const,
      registers: [registry],
    }),
    webVitalMs: new Histogram({
      name: 'casino_web_vital_milliseconds',
      help: 'Web vitals (LCP, FCP, INP, TTFB) by route pattern',
      labelNames: ['environment', 'name', 'route'] as const,
      buckets: [100, 200, 500, 1000, 1800, 2500, 4000, 6000, 10_000],
      registers: [registry],
    }),
    layoutShift: new Histogram({
      name: 'casino_web_vital_cls',
      help: 'Cumulative layout shift by route pattern',
      labelNames: ['environment', 'route'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
    ...createServerMetrics(registry),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

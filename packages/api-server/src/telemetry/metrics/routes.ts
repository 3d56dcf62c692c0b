import type { Environment } from '@casino/api-client';
import { Hono } from 'hono';
import type { Metrics } from '../metrics.ts';
import { monitoringAccess } from '../monitoring-access.ts';

/** GET /metrics in Prometheus's text format. */
export function metricsRoute(environment: Environment, metrics: Metrics, token: string | undefined) {
  return new Hono().get('/metrics', monitoringAccess(environment, token), async (c) => {
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}

import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { ServerMetrics } from './server-metrics.ts';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every answer by the route pattern that gave it (Hono's matched path, e.g. `/api/proxy/games/:slug`),
 * never the address asked for: addresses are as many as visitors make up, and each would be a series of its own.
 */
export const requestMetrics = (metrics: ServerMetrics) =>
  createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    metrics.httpDuration.observe(
      {
        method: knownMethods.has(c.req.method) ? c.req.method : 'OTHER',
        // The handler that answered is the last one Hono ran.
        route: routePath(c) || 'unmatched',
        status: String(c.res.status),
      },
      (performance.now() - started) / 1000,
    );
  });

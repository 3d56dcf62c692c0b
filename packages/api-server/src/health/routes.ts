import type { Environment } from '@casino/api-client';
import { Hono } from 'hono';
import type { Readiness } from './readiness.ts';
import { described } from '../http/openapi.ts';

/**
 * GET /api/health: liveness, the process answers (no database, nothing to wait for). GET /api/ready: whether
 * to send it players (the load balancer's probe): 503 while it shuts down or while something it needs fails,
 * naming what.
 */
export function healthRoutes(environment: Environment, readiness: () => Promise<Readiness>, shutdown: AbortSignal) {
  return new Hono()
    .get('/api/health', described("Liveness: `{ status: 'ok', environment }` while the process answers"), (c) =>
      c.json({ status: 'ok', environment }),
    )
    .get(
      '/api/ready',
      described(
        "Readiness for the load balancer: `{ status: 'ready' }`; 503 `{ status: 'draining' }` or `{ status: 'not ready', failing }` (database, registry, pages)",
      ),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        if (shutdown.aborted) return c.json({ status: 'draining' }, 503);
        const now = await readiness();
        return now.ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', failing: now.failing }, 503);
      },
    );
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Environment } from '@casino/api-client';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../messages.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the monitoring answers (metrics, release status): with METRICS_TOKEN set, a request
 * bearing it; without, anyone outside production and nobody in it (they tell which versions fail).
 */
export function monitoringAccess(environment: Environment, token: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!token) return environment === 'production' ? c.json({ error: messages.notFound }, 404) : next();
    const given = c.req.header('Authorization') ?? '';
    return timingSafeEqual(digest(given), digest(`Bearer ${token}`))
      ? next()
      : c.json({ error: messages.notFound }, 404);
  };
}

import { createMiddleware } from 'hono/factory';
import { logger } from '../logger.ts';

/** One structured log line per API call: method, path (no query: it may carry tokens), status and time. */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round(performance.now() - started);
  const level = c.res.status >= 500 ? 'error' : c.res.status >= 400 ? 'warn' : 'info';
  logger[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
});

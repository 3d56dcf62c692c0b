import { Hono } from 'hono';
import { staticSite } from '@casino/delivery';
import type { ServerConfig } from './config.ts';
import { logger } from './logger.ts';

/** The whole site on one origin: the API, the registry and remotes, and the shell. */
export function createApp(config: ServerConfig): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    // Never a stack trace to the client.
    return c.json({ error: 'Der opstod en intern fejl.' }, 500);
  });
  app.get('/api/health', (c) => c.json({ status: 'ok', environment: config.environment }));
  app.all('/api/*', (c) => c.json({ error: 'Ukendt adresse.' }, 404));
  app.route('/', staticSite(config));
  return app;
}

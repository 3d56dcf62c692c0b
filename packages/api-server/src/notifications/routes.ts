import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { described } from '../http/openapi.ts';
import { notificationsFor } from './service.ts';

/**
 * GET /api/proxy/notifications/system: the notifications running now and the player's settled payouts (the site
 * shows each once).
 */
export function notificationRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/system', described('The system notifications running now: `[{ id, message }]`'), async (c) => {
    return c.json(await notificationsFor(db, c.var.player.id, new Date()));
  });
  return app;
}

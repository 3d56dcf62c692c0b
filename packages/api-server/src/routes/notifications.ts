import type { SystemNotification } from '@casino/api-client';
import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { systemNotifications } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';

/** GET /api/proxy/notifications/system: the notifications running now (the site shows each once). */
export function notificationRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/system', async (c) => {
    const now = new Date();
    const rows = await db
      .select()
      .from(systemNotifications)
      .where(
        and(
          or(isNull(systemNotifications.activeFrom), lte(systemNotifications.activeFrom, now)),
          or(isNull(systemNotifications.activeTo), gt(systemNotifications.activeTo, now)),
        ),
      )
      .orderBy(asc(systemNotifications.id));
    return c.json(rows.map((n): SystemNotification => ({ id: String(n.id), message: n.message })));
  });
  return app;
}

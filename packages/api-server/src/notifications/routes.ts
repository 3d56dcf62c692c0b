import type { SystemNotification } from '@casino/api-client';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { systemNotifications, withdrawals } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { payoutNotice } from '../payments/payouts.ts';
import { described } from '../http/openapi.ts';

/** How long a settled payout stays among the player's notifications. */
const PAYOUT_NOTICE_DAYS = 14;

/** The player's payouts the provider settled lately, as notifications: paid, or failed and returned. */
async function payoutNotices(db: Database, playerId: number, now: Date): Promise<SystemNotification[]> {
  const since = new Date(now.getTime() - PAYOUT_NOTICE_DAYS * 86_400_000);
  const settled = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        inArray(withdrawals.status, ['paid', 'failed']),
        gt(withdrawals.settledAt, since),
      ),
    )
    .orderBy(asc(withdrawals.settledAt));
  return settled.map((w) => ({ id: `payout-${w.id}-${w.status}`, message: payoutNotice(w) }));
}

/**
 * GET /api/proxy/notifications/system: the notifications running now and the player's settled payouts (the site
 * shows each once).
 */
export function notificationRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/system', described('The system notifications running now: `[{ id, message }]`'), async (c) => {
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
    const system = rows.map((n): SystemNotification => ({ id: String(n.id), message: n.message }));
    return c.json([...system, ...(await payoutNotices(db, c.var.player.id, now))]);
  });
  return app;
}

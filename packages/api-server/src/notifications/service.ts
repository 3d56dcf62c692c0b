import type { SystemNotification } from '@casino/api-client';
import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { systemNotifications } from './schema.ts';
import { payoutNotice, payoutsSettledSince } from '../payments/payouts.ts';

/** How long a settled payout stays among the player's notifications. */
const PAYOUT_NOTICE_DAYS = 14;

/** The player's payouts the provider settled lately, as notifications: paid, or failed and returned. */
async function payoutNotices(db: Database, playerId: number, now: Date): Promise<SystemNotification[]> {
  const since = new Date(now.getTime() - PAYOUT_NOTICE_DAYS * 86_400_000);
  const settled = await payoutsSettledSince(db, playerId, since);
  return settled.map((w) => ({ id: `payout-${w.id}-${w.status}`, message: payoutNotice(w) }));
}

/** The notifications running at `now` and the player's settled payouts, oldest first. */
export async function notificationsFor(db: Database, playerId: number, now: Date): Promise<SystemNotification[]> {
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
  return [...system, ...(await payoutNotices(db, playerId, now))];
}

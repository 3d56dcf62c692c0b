import { createHmac } from 'node:crypto';
import { and, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { supportTexts } from '@casino/locale/support';
import type { DbTransaction } from '../db/client.ts';
import { supportRequestLog } from '../db/schema.ts';
import { refuse } from './refusals.ts';

/** What guests may ask of support in an hour (becoming a guest, a chat begun, a contact message). */
export interface GuestLimits {
  /** Per e-mail address. */
  perEmail: number;
  /** Per IP address (a household or an office shares one). */
  perIp: number;
}
export const defaultGuestLimits: GuestLimits = { perEmail: 5, perIp: 20 };
export const GUEST_REQUEST_WINDOW_MS = 3_600_000;

/** Advisory-lock class of the support throttle (see login-throttle.ts for the others). */
const SUPPORT_LOCK = 1601;

const keyed = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/**
 * Counts a guest's request against the hour's budget of its e-mail address and IP address, or refuses it with
 * 429 and why. In the caller's transaction, under an advisory lock per address, so parallel requests on any
 * server cannot both take the last place. Only keyed hashes of the addresses are stored, and only for the hour.
 */
export async function countGuestRequest(
  tx: DbTransaction,
  who: { email: string; ip: string; secret: string; limits?: GuestLimits },
  now = new Date(),
): Promise<void> {
  const limits = who.limits ?? defaultGuestLimits;
  const emailHash = keyed(who.secret, `email:${who.email.toLowerCase()}`);
  const ipHash = keyed(who.secret, `ip:${who.ip}`);
  const since = new Date(now.getTime() - GUEST_REQUEST_WINDOW_MS);
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPPORT_LOCK}, hashtext(${emailHash}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPPORT_LOCK}, hashtext(${ipHash}))`);
  await tx.delete(supportRequestLog).where(lt(supportRequestLog.at, since));
  const used = async (match: SQL | undefined) =>
    (
      await tx
        .select({ n: count() })
        .from(supportRequestLog)
        .where(and(match, gt(supportRequestLog.at, since)))
    )[0]?.n ?? 0;
  if (
    (await used(eq(supportRequestLog.emailHash, emailHash))) >= limits.perEmail ||
    (await used(eq(supportRequestLog.ipHash, ipHash))) >= limits.perIp
  )
    throw refuse(429, 'SUPPORT_RATE_LIMITED', supportTexts.errors.tooManyRequests);
  await tx.insert(supportRequestLog).values({ emailHash, ipHash, at: now });
}

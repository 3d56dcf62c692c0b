import { createHmac } from 'node:crypto';
import { and, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { supportRequestLog } from './schema.ts';

/** What one e-mail address and one client address may ask for in the window. */
export interface RequestLimits {
  perEmail: number;
  perIp: number;
}

export const REQUEST_WINDOW_MS = 3_600_000;

/** Advisory-lock class of the request budgets (see login-throttle.ts for the others). */
const BUDGET_LOCK = 1601;

/**
 * Spends one request of a budget (`scope`: what is asked for, such as support or mail) against the hour's
 * allowance of its e-mail address and of its client address, or answers false when either is used up. In the
 * caller's transaction, under an advisory lock per address, so parallel requests on any server cannot both take
 * the last place. Only keyed hashes of the addresses are stored, and only for the window; the scope is part of
 * the hash, so budgets of different scopes never count against each other.
 */
export async function spendRequestBudget(
  tx: DbTransaction,
  who: { scope: string; email: string; ip: string; secret: string; limits: RequestLimits },
  now = new Date(),
): Promise<boolean> {
  const keyed = (value: string) => createHmac('sha256', who.secret).update(`${who.scope}:${value}`).digest('hex');
  const emailHash = keyed(`email:${who.email.toLowerCase()}`);
  const ipHash = keyed(`ip:${who.ip}`);
  const since = new Date(now.getTime() - REQUEST_WINDOW_MS);
  await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK}, hashtext(${emailHash}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK}, hashtext(${ipHash}))`);
  await tx.delete(supportRequestLog).where(lt(supportRequestLog.at, since));
  const used = async (match: SQL | undefined) =>
    (
      await tx
        .select({ n: count() })
        .from(supportRequestLog)
        .where(and(match, gt(supportRequestLog.at, since)))
    )[0]?.n ?? 0;
  if (
    (await used(eq(supportRequestLog.emailHash, emailHash))) >= who.limits.perEmail ||
    (await used(eq(supportRequestLog.ipHash, ipHash))) >= who.limits.perIp
  )
    return false;
  await tx.insert(supportRequestLog).values({ emailHash, ipHash, at: now });
  return true;
}

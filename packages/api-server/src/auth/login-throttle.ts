import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/** Failed sign-ins allowed per account in the window (any IP). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per IP in the window (any account): stops guessing across many accounts. */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins live in the database, not in memory, so the limit holds across restarts and across
 * several servers behind a load balancer.
 */
export async function isThrottled(db: Database, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
  if ((byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT) return true;
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)));
  return (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP;
}

export async function recordFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** A successful sign-in clears the account's count (not the IP's). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

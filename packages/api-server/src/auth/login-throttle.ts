import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from './schema.ts';

/** Failed sign-ins allowed per account in the window (any IP). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per IP in the window (any account): stops guessing across many accounts. */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Advisory-lock classes (first key of `pg_advisory_xact_lock(int, int)`): accounts and addresses never collide. */
const ACCOUNT_LOCK = 1501;
const ADDRESS_LOCK = 1502;

/**
 * An attempt's claim on the account's and the address's budget: a `login_failures` row written BEFORE the
 * password is checked, so it counts at once. A wrong password keeps it (it is the failure); anything else
 * gives it back.
 */
export interface AttemptClaim {
  id: number;
  email: string;
}

/**
 * Claims one sign-in attempt, or answers null when the account (5) or the address (20) has used up the window.
 * Count and claim are one transaction under advisory locks on the account and the address, taken in that order
 * by every server on the database, so no interleaving of parallel attempts lets a sixth password be checked
 * (docs/decisions/0015-atomic-sign-in-throttle.md). Failed logins live in the database, not in memory: the limit
 * holds across restarts and servers.
 */
export async function claimAttempt(
  db: Database,
  email: string,
  ip: string,
  now = new Date(),
): Promise<AttemptClaim | null> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${ip}))`);
    const [byAccount] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
    if ((byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT) return null;
    const [byIp] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)));
    if ((byIp?.n ?? 0) >= MAX_FAILURES_PER_IP) return null;
    const [claim] = await tx
      .insert(loginFailures)
      .values({ email, ip, failedAt: now })
      .returning({ id: loginFailures.id });
    return { id: claim!.id, email };
  });
}

/** A right password that is refused for another reason (ROFUS, exclusion) is no failed guess: give the claim back. */
export async function releaseAttempt(db: Database, claim: AttemptClaim): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, claim.id));
}

/** A successful sign-in clears the account's count, its own claim included (not the IP's other failures). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

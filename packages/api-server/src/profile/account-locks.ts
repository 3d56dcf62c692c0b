import { revokeAllSessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { payOutAfterLock, queueLockPayout } from '../payments/lock-payouts.ts';
import { excludeAccount, markAccountClosed, pauseAccount } from '../players/account-status.ts';

const day = 86_400_000;
/** Danish rules: a temporary exclusion lasts at least 30 days; a closed account reopens after a year at the earliest. */
export const EXCLUSION_DAYS = 30;
export const REOPEN_AFTER_DAYS = 365;

/**
 * Excludes the player for 30 days ("month") or closes the account ("forever"), ends every session, stops
 * marketing, and queues the payout of the balance, all in one transaction: a committed lock always has its
 * payout, which runs after the commit.
 */
export async function lockAccount(db: Database, playerId: number, period: 'month' | 'forever', at = new Date()) {
  const now = at.getTime();
  const lockedUntil = period === 'month' ? new Date(now + EXCLUSION_DAYS * day) : null;
  const lockPayoutId = await db.transaction(async (tx) => {
    if (lockedUntil) await excludeAccount(tx, playerId, lockedUntil);
    else await markAccountClosed(tx, playerId, at, new Date(now + REOPEN_AFTER_DAYS * day));
    await revokeAllSessions(tx, playerId, `lock:${period}`);
    return queueLockPayout(tx, playerId, period === 'month' ? 'exclusion' : 'closure', at);
  });
  return { lockedUntil, lockPayoutId };
}

/** Closes the account of a player ROFUS lists until deleted, with the payout of its balance, as a closure does. */
export async function closeListedAccount(db: Database, mail: Mailer, playerId: number): Promise<void> {
  const { lockPayoutId } = await lockAccount(db, playerId, 'forever');
  await payOutAfterLock(db, mail, lockPayoutId);
}

const COOLDOWN_HOURS = 24;

/** The 24-hour pause (lock period "day"): no play and no deposits until it ends. Answers when it ends. */
export async function startCooldown(db: Database, playerId: number, now = new Date()): Promise<Date> {
  const until = new Date(now.getTime() + COOLDOWN_HOURS * 3_600_000);
  await pauseAccount(db, playerId, until);
  return until;
}

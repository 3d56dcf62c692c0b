import type { AutomaticPayout } from '@casino/api-client/profile';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { lockPayouts } from './schema.ts';
import { logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { startRepeatingJob, type RoundObserver } from '../repeating-job.ts';
import { payOutEverything } from './pay-out-everything.ts';
import type { LockPayout } from './payout-cases.ts';

/** How long one server may hold a lock payout it is running before another may take it over. */
const CLAIM_MS = 60_000;
/** A failed run waits this long, doubled with every further failure, up to an hour; it is never given up. */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3_600_000;
/** At most this many lock payouts in one round; the rest wait for the next. */
const BATCH = 20;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);

/**
 * Written in the lock's (or deletion's) own transaction: the lock is never committed without the payout of
 * what it leaves on the account. Answers the row's id, for the attempt right after the commit.
 */
export async function queueLockPayout(
  tx: DbTransaction,
  playerId: number,
  reason: LockPayout['reason'],
  now = new Date(),
): Promise<number> {
  const [row] = await tx
    .insert(lockPayouts)
    .values({ playerId, reason, createdAt: now, nextRunAt: now })
    .returning({ id: lockPayouts.id });
  return row!.id;
}

/**
 * Takes the due lock payouts (or the one named) for this server: each row is locked while it is claimed and
 * rows another server is claiming are skipped, so each run happens on one server only.
 */
async function claimDue(db: Database, now: Date, onlyId?: number): Promise<LockPayout[]> {
  const due = db
    .select({ id: lockPayouts.id })
    .from(lockPayouts)
    .where(
      and(
        isNull(lockPayouts.settledAt),
        lte(lockPayouts.nextRunAt, now),
        or(isNull(lockPayouts.claimedUntil), lt(lockPayouts.claimedUntil, now)),
        onlyId === undefined ? undefined : eq(lockPayouts.id, onlyId),
      ),
    )
    .orderBy(lockPayouts.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(lockPayouts)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${lockPayouts.attempts} + 1` })
    .where(inArray(lockPayouts.id, due))
    .returning();
}

/** One run of a claimed lock payout; a failure is kept on the row and tried again later. */
async function run(db: Database, mail: Mailer, job: LockPayout, now: Date): Promise<AutomaticPayout> {
  try {
    return await payOutEverything(db, mail, job, now);
  } catch (error) {
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts));
    logger.error(
      { err: error, lockPayoutId: job.id, playerId: job.playerId, attempts: job.attempts, retryAt },
      'payout of a locked account failed; tried again later',
    );
    // Should this write fail too, the claim still runs out and the next round takes the row again.
    await db
      .update(lockPayouts)
      .set({ lastError: String(error).slice(0, 500), claimedUntil: null, nextRunAt: retryAt })
      .where(and(eq(lockPayouts.id, job.id), isNull(lockPayouts.settledAt)))
      .catch((failure: unknown) => logger.error({ err: failure, lockPayoutId: job.id }, 'failed run not recorded'));
    return null;
  }
}

/**
 * The attempt right after the lock committed, so the player's answer can say what is paid out. Null when it
 * could not run now (another server has it, or it failed): the repeating job settles it then.
 */
export async function payOutAfterLock(db: Database, mail: Mailer, lockPayoutId: number): Promise<AutomaticPayout> {
  const now = new Date();
  // The lock is committed whatever happens here: the player is answered, and the row waits for the job.
  const claimed = await claimDue(db, now, lockPayoutId).catch((error: unknown) => {
    logger.error({ err: error, lockPayoutId }, 'payout of a locked account not claimed; the job runs it');
    return [];
  });
  const [job] = claimed;
  return job ? run(db, mail, job, now) : null;
}

/** Runs every due lock payout: those whose first attempt failed, or whose server stopped before it ran. */
export async function runDueLockPayouts(db: Database, mail: Mailer, now = new Date()): Promise<number> {
  const claimed = await claimDue(db, now);
  for (const job of claimed) await run(db, mail, job, now);
  return claimed.length;
}

/** Runs the due lock payouts every `everyMs`, one round at a time; the returned function stops it. */
export function startLockPayoutJobs(
  db: Database,
  mail: Mailer,
  everyMs: number,
  onRound?: RoundObserver,
): () => Promise<void> {
  return startRepeatingJob('lock payouts', () => runDueLockPayouts(db, mail), everyMs, onRound);
}

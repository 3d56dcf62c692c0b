import type { Database } from '../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { reconcilePendingPayouts, submitDuePayouts } from './payouts.ts';
import { forfeitAllExpiredBonuses } from '../promotions/bonus-forfeit.ts';
import { startRepeatingJob, type RoundObserver } from '../repeating-job.ts';

/**
 * One round of the money work on the server's clock, safe to run on several servers at once: bonuses whose time
 * ran out are forfeited, due payouts sent, and the provider's answers read.
 */
export async function runPayoutJobs(db: Database, provider: PaymentProvider, now = new Date()): Promise<void> {
  await forfeitAllExpiredBonuses(db, now);
  await submitDuePayouts(db, provider, now);
  await reconcilePendingPayouts(db, provider, now);
}

/** Runs the payout work every `everyMs`, one round at a time; the returned function stops it. */
export function startPayoutJobs(
  db: Database,
  provider: PaymentProvider,
  everyMs: number,
  onRound?: RoundObserver,
): () => Promise<void> {
  return startRepeatingJob('payouts', () => runPayoutJobs(db, provider), everyMs, onRound);
}

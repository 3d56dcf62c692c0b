import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { promoCodeClaims, promoCodes } from './schema.ts';
import { hasDeposited, runningAt } from './next-promo-code.ts';

/**
 * A code entered on /promocode becomes the offer of the player's next qualifying deposit, once per player: a code
 * already entered or used is refused, and the claim's primary key holds that under concurrency too.
 */
export async function claimPromoCode(db: Database, playerId: number, code: string, now: Date) {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) return { refused: 'unknown' as const };
  const [running] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.id, promo.id), runningAt(now)));
  if (!running) return { refused: 'expired' as const };
  if (promo.firstDepositOnly && (await hasDeposited(db, playerId))) return { refused: 'firstDepositOnly' as const };
  const [used] = await db
    .select({ id: promoCodeUsages.id })
    .from(promoCodeUsages)
    .where(and(eq(promoCodeUsages.playerId, playerId), eq(promoCodeUsages.promoCodeId, promo.id)));
  const claimed = used
    ? []
    : await db
        .insert(promoCodeClaims)
        .values({ playerId, promoCodeId: promo.id })
        .onConflictDoNothing()
        .returning({ at: promoCodeClaims.claimedAt });
  if (claimed.length === 0) return { refused: 'used' as const };
  return { refused: null, code: promo.code };
}

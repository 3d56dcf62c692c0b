import type { NextPromoCode } from '@casino/api-client/payments';
import type { FreeSpins } from '@casino/api-client/profile';
import { and, asc, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gameLabelsOf } from '../content/catalogue-games.ts';
import { hasEntryOfType } from '../ledger/ledger.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { promoCodeClaims, promoCodes } from './schema.ts';
import { activeBonusFilter } from './active-bonus.ts';
import { offerOf } from './offer.ts';
import { offerTermsHtmlOf } from './offer-terms.ts';
import { oreToKroner } from '@casino/locale';

/** A promo code that is running at `now` (no start or started, no end or not yet ended). */
export const runningAt = (now: Date) =>
  and(
    or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, now)),
    or(isNull(promoCodes.validTo), gt(promoCodes.validTo, now)),
  );

/** Whether the player has ever deposited (welcome offers are for the first deposit only). */
export async function hasDeposited(db: Database, playerId: number): Promise<boolean> {
  return hasEntryOfType(db, playerId, 'deposit');
}

/**
 * The offer a player's next deposit would get: the promo code the player entered on /promocode, else the
 * highest-priority one, that is running now, that the player has not used, and (for welcome offers) only
 * before their first deposit.
 */
export async function nextPromoCodeFor(db: Database, playerId: number): Promise<NextPromoCode | null> {
  const now = new Date();
  const deposited = await hasDeposited(db, playerId);
  const [row] = await db
    .select({ code: promoCodes })
    .from(promoCodes)
    .leftJoin(
      promoCodeClaims,
      and(eq(promoCodeClaims.promoCodeId, promoCodes.id), eq(promoCodeClaims.playerId, playerId)),
    )
    .where(
      and(
        runningAt(now),
        deposited ? eq(promoCodes.firstDepositOnly, false) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(promoCodeUsages)
            .where(and(eq(promoCodeUsages.promoCodeId, promoCodes.id), eq(promoCodeUsages.playerId, playerId))),
        ),
      ),
    )
    .orderBy(sql`${promoCodeClaims.claimedAt} is null`, desc(promoCodes.priority), asc(promoCodes.id))
    .limit(1);
  if (!row) return null;
  const { code } = row;
  const offer = offerOf(code);
  const game = code.gameId === null ? undefined : (await gameLabelsOf(db, [code.gameId])).get(code.gameId);
  return {
    code: code.code,
    game: game?.slug ?? null,
    minPaymentTransactionAmount: oreToKroner(offer.minPaymentOre),
    freeSpins: offer.freeSpins,
    bonusAmount: oreToKroner(offer.bonusCapOre),
    bonusPaymentPercent: offer.bonusPercent,
    message: offerTermsHtmlOf(code),
    wagering: offer.wageringMultiplier > 0 ? { multiplier: offer.wageringMultiplier, days: offer.wageringDays } : null,
  };
}

/** The player's usable bonus spins, soonest to expire first (games/free-spins/player-free-spins.ts), handed in by the app. */
export type FreeSpinsOf = (db: Database, playerId: number) => Promise<FreeSpins[]>;

/** A bonus still being wagered (not completed, forfeited or expired). */
export async function hasIncompleteUsage(db: Database, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promoCodeUsages.id })
    .from(promoCodeUsages)
    .where(activeBonusFilter(playerId, new Date()))
    .limit(1);
  return Boolean(row);
}

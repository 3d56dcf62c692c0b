import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { postIn } from '../ledger/ledger.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { bonusFor, daysAfter, offerOf, wageringRequiredFor } from './offer.ts';
import { promoCodes } from './schema.ts';

/** The id of the promo code `code`, if there is one. */
export async function promoCodeIdOf(tx: DbTransaction, code: string): Promise<number | null> {
  const [row] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  return row?.id ?? null;
}

/** Bonus spins an offer grants: the games domain grants them (games/free-spins/grant.ts). */
export interface OfferedFreeSpins {
  playerId: number;
  gameId: number;
  promoCodeId: number;
  spins: number;
  spinValueOre: number;
  grantedAt: Date;
  expiresAt: Date;
}

/** A granted bonus, and the bonus spins its offer adds for the caller to grant in the same transaction. */
export interface GrantedOffer {
  bonusId: number;
  freeSpins: OfferedFreeSpins | null;
}

/**
 * The bonus of the offer a confirmed deposit qualified for, once per code, by the code's own numbers held to
 * the Danish rules (`offerOf`): the same numbers its terms text states. Null when the player had used the code.
 */
export async function grantOffer(
  tx: DbTransaction,
  payment: { id: string; playerId: number; amountOre: number },
  promoCodeId: number,
  now: Date,
): Promise<GrantedOffer | null> {
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  if (!code || payment.amountOre < code.minPaymentOre) return null;
  const offer = offerOf(code);
  const bonusOre = bonusFor(offer, payment.amountOre);
  const [usage] = await tx
    .insert(promoCodeUsages)
    .values({
      playerId: payment.playerId,
      promoCodeId,
      status: 'active',
      wageringRequiredOre: wageringRequiredFor(offer, payment.amountOre, bonusOre),
      wageredOre: 0,
      bonusAmountOre: bonusOre,
      startedAt: now,
      expiresAt: daysAfter(now, offer.wageringDays),
    })
    .onConflictDoNothing()
    .returning({ id: promoCodeUsages.id });
  if (!usage) return null; // this code was already used by the player
  if (bonusOre > 0)
    await postIn(tx, [{ playerId: payment.playerId, type: 'bonus', amountOre: bonusOre }], `bonus:${payment.id}`);
  if (offer.freeSpins <= 0 || code.gameId === null) return { bonusId: usage.id, freeSpins: null };
  const freeSpins = {
    playerId: payment.playerId,
    gameId: code.gameId,
    promoCodeId,
    spins: offer.freeSpins,
    spinValueOre: offer.spinValueOre,
    grantedAt: now,
    expiresAt: daysAfter(now, offer.spinDays),
  };
  return { bonusId: usage.id, freeSpins };
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { promoCodes } from './schema.ts';
import { forfeitExpiredBonusesIn } from './bonus-forfeit.ts';
import { daysAfter, offerOf, wageringRequiredFor } from './offer.ts';

/**
 * A bonus spin's win is bonus money under the terms of the promo that granted the spins (DOMAIN.md "Bonuses"):
 * with a wagering multiplier it is held on the promo's usage until multiplier x win has been wagered, within the
 * promo's wagering days, and a withdrawal before that forfeits it like any bonus; a promo whose terms say the wins carry no
 * wagering (WEEKENDSPINS: "udbetales uden gennemspilskrav") leaves it free at once. Inside the round's
 * transaction, under the player's lock; the win itself is already on the ledger as a 'bonus' entry.
 */
export async function holdFreeSpinWin(
  tx: DbTransaction,
  input: { playerId: number; promoCodeId: number | null; winOre: number; now: Date },
): Promise<void> {
  const { playerId, promoCodeId, winOre, now } = input;
  if (promoCodeId === null) return;
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  if (!code) return;
  const offer = offerOf(code);
  if (offer.wageringMultiplier === 0) return;

  // A bonus of this promo whose time ran out is forfeited first, so the new win never revives it.
  await forfeitExpiredBonusesIn(tx, playerId, now);
  // A win has no deposit behind it: multiplier x (0 + win).
  const requiredOre = wageringRequiredFor(offer, 0, winOre);
  const deadline = daysAfter(now, offer.wageringDays);
  const usage = promoCodeUsages;
  // A usage still holding bonus money adds the win to it; a completed or forfeited one starts over from the win.
  const held = sql`(${usage.status} = 'active' and ${usage.wageredOre} < ${usage.wageringRequiredOre})`;
  const ifHeld = (added: SQL, fresh: SQL | number) => sql`case when ${held} then ${added} else ${fresh} end`;
  // A date inside raw SQL goes as text with its type: the PostgreSQL driver binds no Date there.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  await tx
    .insert(usage)
    .values({
      playerId,
      promoCodeId,
      status: 'active',
      wageringRequiredOre: requiredOre,
      wageredOre: 0,
      bonusAmountOre: winOre,
      startedAt: now,
      expiresAt: deadline,
    })
    .onConflictDoUpdate({
      target: [usage.playerId, usage.promoCodeId],
      set: {
        bonusAmountOre: ifHeld(sql`${usage.bonusAmountOre} + ${winOre}`, winOre),
        wageringRequiredOre: ifHeld(sql`${usage.wageringRequiredOre} + ${requiredOre}`, requiredOre),
        wageredOre: ifHeld(sql`${usage.wageredOre}`, 0),
        startedAt: ifHeld(sql`${usage.startedAt}`, at(now)),
        expiresAt: ifHeld(sql`greatest(${usage.expiresAt}, ${at(deadline)})`, at(deadline)),
        status: 'active',
      },
    });
}

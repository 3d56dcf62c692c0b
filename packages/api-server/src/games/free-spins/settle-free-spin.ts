import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { freeSpinGrants } from '../../db/schema.ts';
import { balanceOf, postIn } from '../../ledger/ledger.ts';
import { holdFreeSpinWin } from './bonus-win.ts';
import type { FreeSpinGrant } from './live-grant.ts';

/** One spin off the grant, under the player's lock; undefined when it had none left. */
export async function spendFreeSpin(tx: DbTransaction, grantId: number) {
  const [spent] = await tx
    .update(freeSpinGrants)
    .set({ spinsLeft: sql`${freeSpinGrants.spinsLeft} - 1` })
    .where(and(eq(freeSpinGrants.id, grantId), gt(freeSpinGrants.spinsLeft, 0)))
    .returning({ spinsLeft: freeSpinGrants.spinsLeft });
  return spent;
}

/**
 * Settles a bonus spin in the round's transaction: one spin off the grant, nothing taken from the balance, and
 * a win credited as bonus money (a 'bonus' entry on the ledger with the round's reference, held for wagering as
 * the promo's terms say). Answers the balance after the round and the spins the grant has left.
 */
export async function settleFreeSpin(
  tx: DbTransaction,
  input: { playerId: number; grant: FreeSpinGrant; winOre: number; reference: string; now: Date },
): Promise<{ balanceAfterOre: number; spinsLeft: number }> {
  const { playerId, grant, winOre, reference, now } = input;
  const spent = await spendFreeSpin(tx, grant.id);
  if (!spent) throw new Error(`Free spin grant ${grant.id} had no spin left under the player's lock`);
  if (winOre === 0) return { balanceAfterOre: await balanceOf(tx, playerId), spinsLeft: spent.spinsLeft };

  const posted = await postIn(tx, [{ playerId, type: 'bonus', amountOre: winOre }], reference);
  if (posted.replayed) throw new Error(`Round ${reference} was on the ledger without a game_rounds row`);
  await holdFreeSpinWin(tx, { playerId, promoCodeId: grant.promoCodeId, winOre, now });
  return { balanceAfterOre: await balanceOf(tx, playerId), spinsLeft: spent.spinsLeft };
}

/** What a settled bonus-spin round answers, a replay included: its grant and the spins that grant has left now. */
export async function freeSpinPlayed(tx: DbTransaction, grantId: number) {
  const [grant] = await tx
    .select({ spinsLeft: freeSpinGrants.spinsLeft })
    .from(freeSpinGrants)
    .where(eq(freeSpinGrants.id, grantId));
  return { grantId: String(grantId), spinsLeft: grant?.spinsLeft ?? 0 };
}

import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { freeSpinGrants } from '../schema.ts';

/** One spin off the grant, under the player's lock; undefined when it had none left. */
export async function spendFreeSpin(tx: DbTransaction, grantId: number) {
  const [spent] = await tx
    .update(freeSpinGrants)
    .set({ spinsLeft: sql`${freeSpinGrants.spinsLeft} - 1` })
    .where(and(eq(freeSpinGrants.id, grantId), gt(freeSpinGrants.spinsLeft, 0)))
    .returning({ spinsLeft: freeSpinGrants.spinsLeft });
  return spent;
}

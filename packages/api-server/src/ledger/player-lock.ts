import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { players } from '../players/schema.ts';

/** Locks the player's row for the rest of the transaction: one money decision per player at a time. */
export async function lockPlayer(tx: DbTransaction, playerId: number): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

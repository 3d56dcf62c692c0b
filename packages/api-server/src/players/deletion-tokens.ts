// The one-time tokens of a profile's deletion, kept as hashes only: the profile mails the token and takes it back.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { deletionTokens } from './schema.ts';

export async function storeDeletionToken(
  db: DbExecutor,
  token: { playerId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(deletionTokens).values(token);
}

/** Marks the player's token used at `now`, if it is still unused and unexpired; answers whether it was. */
export async function spendDeletionToken(
  db: DbExecutor,
  playerId: number,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [used] = await db
    .update(deletionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(deletionTokens.tokenHash, tokenHash),
        eq(deletionTokens.playerId, playerId),
        isNull(deletionTokens.usedAt),
        gt(deletionTokens.expiresAt, now),
      ),
    )
    .returning({ id: deletionTokens.id });
  return used !== undefined;
}

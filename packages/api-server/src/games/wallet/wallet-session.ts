import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { gameLabelsOf } from '../../content/catalogue-games.ts';
import { gameSessions } from '../schema.ts';
import { uuidOf } from '../uuid-of.ts';

/**
 * The player as the aggregator knows them (its `user`): an id of this site's that says nothing about the
 * person (Hub88 asks for no name, e-mail or phone in it), and at least the 4 characters it requires.
 */
export const walletUserOf = (playerId: number) => `player-${playerId}`;

/** The player behind a wallet `user`, or undefined for one this site never gave out. */
export function playerIdOfWalletUser(user: string): number | undefined {
  const match = /^player-([1-9]\d{0,9})$/.exec(user);
  return match ? Number(match[1]) : undefined;
}

/**
 * The game session a wallet token names, with its game's slug (the aggregator's `game_code`), whatever its
 * expiry: a win or a rollback may come after it (Hub88: token validity is not checked for them).
 */
export async function sessionOfWalletToken(db: DbExecutor, token: string) {
  const [row] = await db
    .select({
      id: gameSessions.id,
      playerId: gameSessions.playerId,
      gameId: gameSessions.gameId,
      expiresAt: gameSessions.expiresAt,
    })
    .from(gameSessions)
    .where(eq(gameSessions.walletToken, token));
  const label = row && (await gameLabelsOf(db, [row.gameId])).get(row.gameId);
  return row && label ? { ...row, gameCode: label.slug } : undefined;
}
export type WalletSession = NonNullable<Awaited<ReturnType<typeof sessionOfWalletToken>>>;

/**
 * The aggregator's round (any string of its own) as the uuid this site keys a round by (game_rounds.round_id):
 * the same round always maps to the same uuid (a version 8 uuid over SHA-256 of the round).
 */
export const roundIdOf = (round: string): string => uuidOf(`wallet-round:${round}`);

import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { players, withdrawals } from '../db/schema.ts';

/**
 * The player, when a withdrawal of theirs must wait for a confirmed e-mail address: it is their first own
 * withdrawal and the address is unconfirmed. Money going out is the moment the casino must be able to reach
 * the player about it. Payouts on a lock or a closure are not the player's own and never wait.
 */
export async function unconfirmedFirstWithdrawer(db: Database, playerId: number) {
  const [player] = await db
    .select({ id: players.id, email: players.email, firstName: players.firstName })
    .from(players)
    .where(and(eq(players.id, playerId), isNull(players.emailVerifiedAt)));
  if (!player) return null;
  const [earlier] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), ne(withdrawals.status, 'cancelled')));
  return (earlier?.n ?? 0) === 0 ? player : null;
}

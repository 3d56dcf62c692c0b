import { and, count, eq, ne } from 'drizzle-orm';
import { sendVerificationMail } from '../auth/email-verification.ts';
import type { Database } from '../db/client.ts';
import { unconfirmedMailAddressOf } from '../players/accounts.ts';
import { withdrawals } from './schema.ts';
import { spendMailBudget } from '../mail/mail-budget.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * The player, when a withdrawal of theirs must wait for a confirmed e-mail address: it is their first own
 * withdrawal and the address is unconfirmed. Money going out is the moment the casino must be able to reach
 * the player about it. Payouts on a lock or a closure are not the player's own and never wait.
 */
export async function unconfirmedFirstWithdrawer(db: Database, playerId: number) {
  const player = await unconfirmedMailAddressOf(db, playerId);
  if (!player) return null;
  const [earlier] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), ne(withdrawals.status, 'cancelled')));
  return (earlier?.n ?? 0) === 0 ? player : null;
}

export interface Remailing {
  /** The address the request came from, which the hour's mail budget counts too. */
  ip: string;
  secret: string;
  origin: string;
  mailer: Mailer;
}

/**
 * The confirmation link again, within the hour's mail budget (a refused press must not flood the inbox).
 * Answers whether it went.
 */
export async function remailConfirmation(
  db: Database,
  player: { id: number; email: string; firstName: string },
  { ip, secret, origin, mailer }: Remailing,
): Promise<boolean> {
  const resent = await db.transaction(async (tx) => {
    if (!(await spendMailBudget(tx, { to: player.email, ip, secret }))) return false;
    await sendVerificationMail(tx, player, origin);
    return true;
  });
  if (resent) await mailer.deliverPending();
  return resent;
}

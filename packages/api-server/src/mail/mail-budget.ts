import type { DbTransaction } from '../db/client.ts';
import { spendRequestBudget, type RequestLimits } from '../http/request-budget.ts';

/**
 * Mails a visitor's request sends (a reset link, an e-mail check) in an hour: per recipient, so nobody's inbox
 * can be flooded, and per client address, so nobody can flood many inboxes or the sender's reputation.
 */
export const mailLimits: RequestLimits = { perEmail: 5, perIp: 20 };

/** Spends one mail of the hour's budget of `to` and of the client `ip`; false when either is used up. */
export function spendMailBudget(
  tx: DbTransaction,
  who: { to: string; ip: string; secret: string },
  now = new Date(),
): Promise<boolean> {
  return spendRequestBudget(
    tx,
    { scope: 'mail', email: who.to, ip: who.ip, secret: who.secret, limits: mailLimits },
    now,
  );
}

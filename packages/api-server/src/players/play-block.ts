import { paymentTexts } from '@casino/locale/payments';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { players } from './schema.ts';

export type PlayBlock =
  | { reason: 'cooldown' | 'excluded'; until: Date; message: string }
  | { reason: 'closed' | 'no-deposit-limit' | 'not-a-player'; until: null; message: string };

/** What the domains above know of an account: the support-agent role (chat) and a deposit limit set (payments). */
export interface PlayFacts {
  isSupportAgent(db: DbExecutor, accountId: number): Promise<boolean>;
  hasDepositLimit(db: DbExecutor, playerId: number): Promise<boolean>;
}

/**
 * Why an account may not play or deposit right now (a support agent never may), or null. For the payments and games routes: the server is
 * the authority on pauses, exclusions and the mandatory deposit limit (ARCHITECTURE rule 7, DOMAIN.md).
 */
export async function playBlockOf(
  db: DbExecutor,
  playerId: number,
  facts: PlayFacts,
  now = new Date(),
): Promise<PlayBlock | null> {
  const { refusals } = paymentTexts;
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player || player.status !== 'active') return { reason: 'closed', until: null, message: refusals.closed.message };
  // Support agents are their own role: they sign in, they never deposit or play.
  if (await facts.isSupportAgent(db, playerId))
    return { reason: 'not-a-player', until: null, message: refusals.notAPlayer.message };
  if (player.excludedUntil && player.excludedUntil > now)
    return { reason: 'excluded', until: player.excludedUntil, message: refusals.excluded.message };
  if (player.cooldownUntil && player.cooldownUntil > now)
    return { reason: 'cooldown', until: player.cooldownUntil, message: refusals.paused.message };
  if (!(await facts.hasDepositLimit(db, playerId)))
    return { reason: 'no-deposit-limit', until: null, message: refusals.limitRequired.message };
  return null;
}

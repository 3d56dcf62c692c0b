import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { depositLimits, players } from '../db/schema.ts';

export type PlayBlock =
  | { reason: 'cooldown' | 'excluded'; until: Date; message: string }
  | { reason: 'closed' | 'no-deposit-limit'; until: null; message: string };

/**
 * Why a player may not play or deposit right now, or null. For the payments and games routes: the server is
 * the authority on pauses, exclusions and the mandatory deposit limit (ARCHITECTURE rule 7, DOMAIN.md).
 */
export async function playBlockOf(db: Database, playerId: number, now = new Date()): Promise<PlayBlock | null> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player || player.status !== 'active')
    return { reason: 'closed', until: null, message: 'Din konto er lukket for spil.' };
  if (player.excludedUntil && player.excludedUntil > now)
    return { reason: 'excluded', until: player.excludedUntil, message: 'Du har udelukket dig selv fra spil.' };
  if (player.cooldownUntil && player.cooldownUntil > now)
    return {
      reason: 'cooldown',
      until: player.cooldownUntil,
      message: 'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
    };
  const [limit] = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId)).limit(1);
  if (!limit)
    return {
      reason: 'no-deposit-limit',
      until: null,
      message: 'Du skal sætte en indbetalingsgrænse, før du kan spille.',
    };
  return null;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { freeSpinGrants } from '../src/games/schema.ts';
import { promoCodes } from '../src/promotions/schema.ts';
import type { PlayableGameRow } from '../src/games/playable-game.ts';

const day = 86_400_000;

export const promoIdOf = async (db: Database, code: string) =>
  (await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.id;

/** Bonus spins of `game` for the player: 20 WEEKENDSPINS spins à 1 kr. for 7 days unless `values` say otherwise. */
export async function grantSpins(
  db: Database,
  playerId: number,
  game: PlayableGameRow,
  values: Partial<typeof freeSpinGrants.$inferInsert> = {},
): Promise<typeof freeSpinGrants.$inferSelect> {
  const [row] = await db
    .insert(freeSpinGrants)
    .values({
      playerId,
      gameId: game.id,
      promoCodeId: await promoIdOf(db, 'WEEKENDSPINS'),
      spinsTotal: 20,
      spinsLeft: 20,
      spinValueOre: 100,
      expiresAt: new Date(Date.now() + 7 * day),
      ...values,
    })
    .returning();
  return row!;
}

/** Stops every reel with a seven on the middle row: five sevens on line 1, a win whatever the stake. */
export function sevens(game: PlayableGameRow) {
  if (game.maths.kind !== 'slots' || game.maths.slots.layout !== 'lines') throw new Error('not a line slot');
  const stops = game.maths.slots.lines.strips.map((strip) => (strip.indexOf(6) + strip.length - 1) % strip.length);
  let i = 0;
  return () => stops[i++ % stops.length]!;
}

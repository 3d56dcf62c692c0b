import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { games, gameTerms, terms } from '../src/db/schema.ts';

/** The first active, published game of `category` whose bet range takes `stakeOre`; with a jackpot or without. */
export async function gameTaking(db: Database, category: string, stakeOre: number, jackpot = false): Promise<string> {
  const [row] = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(
      and(
        eq(terms.slug, category),
        eq(games.isActive, true),
        eq(games.isPublished, true),
        sql`${games.betMinOre} <= ${stakeOre} and ${games.betMaxOre} >= ${stakeOre}`,
        jackpot ? sql`${games.jackpotOre} is not null` : isNull(games.jackpotOre),
      ),
    )
    .orderBy(asc(games.id))
    .limit(1);
  return row!.slug;
}

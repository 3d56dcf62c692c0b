import type { Environment, FavouriteGame, RecentPlayedGame } from '@casino/api-client';
import { and, desc, eq, gte, lte, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { games } from '../content/schema.ts';
import { favoriteGames, gameRounds } from './schema.ts';
import { gameRef, gameRefColumns } from '../content/game-ref.ts';
import { visibleGames } from '../content/visibility.ts';

// A player's own games: the ones played lately and the favourites, only games the environment shows.

/** One entry per game, most recently played first. */
export async function recentlyPlayed(
  db: Database,
  environment: Environment,
  playerId: number,
  limit: number,
): Promise<RecentPlayedGame[]> {
  const lastPlayed = max(gameRounds.playedAt);
  const rows = await db
    .select({ ...gameRefColumns, playedAt: lastPlayed })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(eq(gameRounds.playerId, playerId), visibleGames(environment)))
    .groupBy(games.id)
    .orderBy(desc(lastPlayed), games.id)
    .limit(limit);
  return rows.map((r) => ({ ...gameRef(r), playedAt: r.playedAt!.toISOString() }));
}

/** Newest favourite first; `from`/`to` filter on when the game was added. */
export async function favouritesOf(
  db: Database,
  environment: Environment,
  playerId: number,
  filter: { limit?: number; from?: string; to?: string },
): Promise<FavouriteGame[]> {
  const rows = await db
    .select({ ...gameRefColumns, addedAt: favoriteGames.createdAt })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(
      and(
        eq(favoriteGames.playerId, playerId),
        filter.from ? gte(favoriteGames.createdAt, new Date(filter.from)) : undefined,
        filter.to ? lte(favoriteGames.createdAt, new Date(filter.to)) : undefined,
        visibleGames(environment),
      ),
    )
    .orderBy(desc(favoriteGames.createdAt), games.id)
    .limit(filter.limit ?? 100);
  return rows.map((r) => ({ ...gameRef(r), addedAt: r.addedAt.toISOString() }));
}

/**
 * Makes the game a favourite or not; doing it twice is no error, the end state is what was asked. False when
 * the environment shows no such game.
 */
export async function setFavourite(
  db: Database,
  environment: Environment,
  change: { playerId: number; slug: string; favourite: boolean },
): Promise<boolean> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.slug, change.slug), visibleGames(environment)));
  if (!game) return false;
  if (change.favourite)
    await db.insert(favoriteGames).values({ playerId: change.playerId, gameId: game.id }).onConflictDoNothing();
  else
    await db
      .delete(favoriteGames)
      .where(and(eq(favoriteGames.playerId, change.playerId), eq(favoriteGames.gameId, game.id)));
  return true;
}

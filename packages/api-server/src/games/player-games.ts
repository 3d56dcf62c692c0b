import type { Environment, FavouriteGame, RecentPlayedGame } from '@casino/api-client';
import { and, desc, eq, gte, lte, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { favoriteGames, gameRounds } from './schema.ts';
import { listedGameIdOf, listedGameLabelsOf } from '../content/catalogue-games.ts';
import { gameRef } from '../content/game-ref.ts';

// A player's own games: the ones played lately and the favourites, only games the environment shows.

/** The first `limit` rows (in their order) whose game the environment lists, as game cards with `more`. */
async function listedOnly<R extends { gameId: number }, T>(
  db: Database,
  environment: Environment,
  rows: R[],
  limit: number,
  more: (row: R) => T,
) {
  const listed = await listedGameLabelsOf(
    db,
    environment,
    rows.map((r) => r.gameId),
  );
  return rows
    .flatMap((r) => {
      const label = listed.get(r.gameId);
      return label ? [{ ...gameRef(label), ...more(r) }] : [];
    })
    .slice(0, limit);
}

/** One entry per game, most recently played first. */
export async function recentlyPlayed(
  db: Database,
  environment: Environment,
  playerId: number,
  limit: number,
): Promise<RecentPlayedGame[]> {
  const lastPlayed = max(gameRounds.playedAt);
  const played = await db
    .select({ gameId: gameRounds.gameId, playedAt: lastPlayed })
    .from(gameRounds)
    .where(eq(gameRounds.playerId, playerId))
    .groupBy(gameRounds.gameId)
    .orderBy(desc(lastPlayed), gameRounds.gameId);
  return listedOnly(db, environment, played, limit, (r) => ({ playedAt: r.playedAt!.toISOString() }));
}

/** Newest favourite first; `from`/`to` filter on when the game was added. */
export async function favouritesOf(
  db: Database,
  environment: Environment,
  playerId: number,
  filter: { limit?: number; from?: string; to?: string },
): Promise<FavouriteGame[]> {
  const favourites = await db
    .select({ gameId: favoriteGames.gameId, addedAt: favoriteGames.createdAt })
    .from(favoriteGames)
    .where(
      and(
        eq(favoriteGames.playerId, playerId),
        filter.from ? gte(favoriteGames.createdAt, new Date(filter.from)) : undefined,
        filter.to ? lte(favoriteGames.createdAt, new Date(filter.to)) : undefined,
      ),
    )
    .orderBy(desc(favoriteGames.createdAt), favoriteGames.gameId);
  return listedOnly(db, environment, favourites, filter.limit ?? 100, (r) => ({ addedAt: r.addedAt.toISOString() }));
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
  const gameId = await listedGameIdOf(db, environment, change.slug);
  if (gameId === undefined) return false;
  const game = { id: gameId };
  if (change.favourite)
    await db.insert(favoriteGames).values({ playerId: change.playerId, gameId: game.id }).onConflictDoNothing();
  else
    await db
      .delete(favoriteGames)
      .where(and(eq(favoriteGames.playerId, change.playerId), eq(favoriteGames.gameId, game.id)));
  return true;
}

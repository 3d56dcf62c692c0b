import { type FavouriteGame, type RecentPlayedGame } from '@casino/api-client';
import {
  favouriteGameRequestSchema,
  favouriteGamesQuerySchema,
  recentPlayedQuerySchema,
} from '@casino/api-client/requests';
import { and, desc, eq, gte, lte, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { favoriteGames, gameRounds, games } from '../db/schema.ts';
import { gameRef, gameRefColumns } from '../content/game-ref.ts';
import { visibleGames } from '../content/visibility.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { messages } from '../messages.ts';
import { described } from '../http/openapi.ts';

/** GET getRecentPlayed, GET getFavoriteGames, POST favoriteGames/add and favoriteGames/remove. */
export function playerGamesRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const visible = visibleGames(environment);

  // One entry per game, most recently played first (spec section 9: limit 12).
  app.get(
    '/getRecentPlayed',
    described('The games played lately, one per game, newest first (`recentPlayedGamesSchema`)'),
    validQuery(recentPlayedQuerySchema),
    async (c) => {
      const { limit } = c.req.valid('query');
      const lastPlayed = max(gameRounds.playedAt);
      const rows = await db
        .select({ ...gameRefColumns, playedAt: lastPlayed })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(and(eq(gameRounds.playerId, c.var.player.id), visible))
        .groupBy(games.id)
        .orderBy(desc(lastPlayed), games.id)
        .limit(limit);
      return c.json(rows.map((r): RecentPlayedGame => ({ ...gameRef(r), playedAt: r.playedAt!.toISOString() })));
    },
  );

  // Newest favourite first; from/to filter on when the game was added.
  app.get(
    '/getFavoriteGames',
    described('The favourite games, newest first (`favouriteGamesSchema`)'),
    validQuery(favouriteGamesQuerySchema),
    async (c) => {
      const { limit, from, to } = c.req.valid('query');
      const rows = await db
        .select({ ...gameRefColumns, addedAt: favoriteGames.createdAt })
        .from(favoriteGames)
        .innerJoin(games, eq(games.id, favoriteGames.gameId))
        .where(
          and(
            eq(favoriteGames.playerId, c.var.player.id),
            from ? gte(favoriteGames.createdAt, new Date(from)) : undefined,
            to ? lte(favoriteGames.createdAt, new Date(to)) : undefined,
            visible,
          ),
        )
        .orderBy(desc(favoriteGames.createdAt), games.id)
        .limit(limit ?? 100);
      return c.json(rows.map((r): FavouriteGame => ({ ...gameRef(r), addedAt: r.addedAt.toISOString() })));
    },
  );

  const findGame = async (slug: string) =>
    (
      await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.slug, slug), visible))
    )[0];

  // Adding twice or removing a game that is not a favourite is not an error: the end state is what was asked.
  app.post(
    '/favoriteGames/add',
    described('Adds a favourite (`{ slug }`): `{ ok: true }` (idempotent); 404 unknown game'),
    validJson(favouriteGameRequestSchema),
    async (c) => {
      const { slug } = c.req.valid('json');
      const game = await findGame(slug);
      if (!game) return c.json({ error: messages.unknownGame }, 404);
      await db.insert(favoriteGames).values({ playerId: c.var.player.id, gameId: game.id }).onConflictDoNothing();
      return c.json({ ok: true as const });
    },
  );

  app.post(
    '/favoriteGames/remove',
    described('Removes a favourite (`{ slug }`): `{ ok: true }` (idempotent); 404 unknown game'),
    validJson(favouriteGameRequestSchema),
    async (c) => {
      const { slug } = c.req.valid('json');
      const game = await findGame(slug);
      if (!game) return c.json({ error: messages.unknownGame }, 404);
      await db
        .delete(favoriteGames)
        .where(and(eq(favoriteGames.playerId, c.var.player.id), eq(favoriteGames.gameId, game.id)));
      return c.json({ ok: true as const });
    },
  );
  return app;
}

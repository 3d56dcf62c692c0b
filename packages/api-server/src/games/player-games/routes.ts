import {
  favouriteGameRequestSchema,
  favouriteGamesQuerySchema,
  recentPlayedQuerySchema,
} from '@casino/api-client/requests';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson, validQuery } from '../../http/validate.ts';
import { messages } from '../../messages.ts';
import { described } from '../../http/openapi.ts';
import { favouritesOf, recentlyPlayed, setFavourite } from '../player-games.ts';

/** GET getRecentPlayed, GET getFavoriteGames, POST favoriteGames/add and favoriteGames/remove. */
export function playerGamesRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Spec section 9: limit 12.
  app.get(
    '/getRecentPlayed',
    described('The games played lately, one per game, newest first (`recentPlayedGamesSchema`)'),
    validQuery(recentPlayedQuerySchema),
    async (c) => c.json(await recentlyPlayed(db, environment, c.var.player.id, c.req.valid('query').limit)),
  );

  app.get(
    '/getFavoriteGames',
    described('The favourite games, newest first (`favouriteGamesSchema`)'),
    validQuery(favouriteGamesQuerySchema),
    async (c) => c.json(await favouritesOf(db, environment, c.var.player.id, c.req.valid('query'))),
  );

  for (const [path, favourite, what] of [
    ['/favoriteGames/add', true, 'Adds'],
    ['/favoriteGames/remove', false, 'Removes'],
  ] as const)
    app.post(
      path,
      described(`${what} a favourite (\`{ slug }\`): \`{ ok: true }\` (idempotent); 404 unknown game`),
      validJson(favouriteGameRequestSchema),
      async (c) => {
        const change = { playerId: c.var.player.id, slug: c.req.valid('json').slug, favourite };
        if (!(await setFavourite(db, environment, change))) return c.json({ error: messages.unknownGame }, 404);
        return c.json({ ok: true as const });
      },
    );
  return app;
}

import { gameHistoryQuerySchema, historyRoundIdSchema } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { badRequest, validParam, validQuery } from '../../http/validate.ts';
import { gameIdOf } from '../../content/catalogue-games.ts';
import { decodeCursor, historyGames, historyPage, historyRound, periodOf, windowStart } from './query.ts';
import { described } from '../../http/openapi.ts';

const texts = gameTexts.history;

/**
 * The signed-in player's game history under /api/proxy/games/history (behind requireSession): their rounds,
 * newest first, a page at a time; the games they played, for the filter; one round with what was played.
 * A filter the server cannot answer is a 400 with the Danish reason, in the shape of every refused input.
 */
export function historyRoutes(deps: Pick<RouteDeps, 'db'> & { now: () => Date }): Hono<AppEnv> {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const refuse = (error: string, path: string) => {
    throw badRequest(error, [{ path: [path], message: error, code: 'custom' }]);
  };

  app.get(
    '/',
    described(
      'The game history page (`gameHistoryPageSchema`): by game and Danish calendar days, newest first, with a cursor',
    ),
    validQuery(gameHistoryQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const period = periodOf(query, now());
      if ('error' in period) return refuse(period.error, period.path);
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (cursor === null) return refuse(texts.cursorInvalid, 'cursor');
      const gameId = query.game === undefined ? undefined : await gameIdOf(db, query.game);
      if (query.game !== undefined && gameId === undefined) return refuse(texts.unknownGame, 'game');
      const playerId = c.var.player.id;
      return c.json(await historyPage(db, { playerId, period, gameId, cursor, limit: query.limit }));
    },
  );

  app.get(
    '/games',
    described("The games the player played in the window, by title (the history's game filter)"),
    async (c) => c.json(await historyGames(db, c.var.player.id, windowStart(now()))),
  );

  app.get(
    '/:id',
    described('One round (`gameHistoryRoundSchema`) with its outcome'),
    validParam('id', historyRoundIdSchema),
    async (c) => {
      const round = await historyRound(db, {
        playerId: c.var.player.id,
        id: c.req.valid('param').id,
        since: windowStart(now()),
      });
      return round ? c.json(round) : c.json({ error: texts.roundNotFound }, 404);
    },
  );
  return app;
}

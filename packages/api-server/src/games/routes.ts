import { slugInputSchema } from '@casino/api-client/requests';
import { gameSessionRequestSchema } from '@casino/api-client/play';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson, validParam } from '../http/validate.ts';
import { messages } from '../messages.ts';
import { findPlayableGame } from './playable-game.ts';
import { openGame } from './open-game.ts';
import type { PlayDeps } from './play-deps.ts';
import type { GameProvider } from './provider.ts';
import { historyRoutes } from './history/routes.ts';
import { trophiesOf } from './trophies.ts';
import { gameTexts } from '@casino/locale/games';
import { publicOrigin } from '../auth/request-origin.ts';
import { described } from '../http/openapi.ts';

export interface GameDeps extends RouteDeps, Pick<PlayDeps, 'playFacts'> {
  providers: { games: GameProvider };
  now?: () => Date;
}

/**
 * /api/proxy/games (behind requireSession and the CSRF check): start a game session at the game aggregator, the
 * player's trophies and game history. Rounds reach the site only through the aggregator's wallet calls.
 */
export function gameRoutes(deps: GameDeps): Hono<AppEnv> {
  const { db, environment } = deps;
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  const gameOf = (slug: string) => findPlayableGame(db, slug, environment);
  const unknownGame = (c: Context<AppEnv>) => c.json({ error: messages.unknownGame }, 404);

  app.get('/trophies', described("The player's trophies (`trophiesSchema`), computed from their rounds"), async (c) =>
    c.json(await trophiesOf(db, c.var.player.id)),
  );
  app.route('/history', historyRoutes({ db, now }));

  // The play page starts one session per visit.
  app.post(
    '/:slug/sessions',
    described(
      'Starts a game session (12 hours): `gameSessionSchema` with the `launchUrl` the game aggregator names; 403 `PLAY_BLOCKED` or `DEPOSIT_LIMIT_REQUIRED`, 404 hidden game, 502 the aggregator cannot open it',
    ),
    validJson(gameSessionRequestSchema),
    validParam('slug', slugInputSchema),
    async (c) => {
      const game = await gameOf(c.req.valid('param').slug);
      if (!game) return unknownGame(c);
      const answer = await openGame(
        db,
        deps.providers.games,
        {
          game,
          playerId: c.var.player.id,
          siteOrigin: publicOrigin(c).origin,
          platform: /Mobi/u.test(c.req.header('user-agent') ?? '') ? 'mobile' : 'desktop',
          at: now(),
        },
        deps.playFacts,
      );
      if ('refused' in answer) {
        const { status, error, code } = answer.refused;
        return c.json({ error, code }, status);
      }
      if ('unavailable' in answer) return c.json({ error: gameTexts.errors.gameUnavailable }, 502);
      return c.json(answer.opened);
    },
  );

  return app;
}

import { slugInputSchema } from '@casino/api-client/requests';
import { gameSessionRequestSchema, type GameSession } from '@casino/api-client/play';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson, validParam } from '../http/validate.ts';
import { messages } from '../messages.ts';
import { playBlockOf } from '../players/play-block.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { findPlayableGame, playableGameWire } from './playable-game.ts';
import { blockRefusal } from './stake-checks.ts';
import { historyRoutes } from './history/routes.ts';
import { startGameSession } from './sessions.ts';
import { trophiesOf } from './trophies.ts';
import { liveFreeSpinsWire, liveGrantsFor } from './free-spins/live-grant.ts';
import { rewardAtAggregator } from './free-spins/reward.ts';
import { oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { publicOrigin } from '../auth/request-origin.ts';
import { GameLaunchError } from './provider.ts';
import { described } from '../http/openapi.ts';

export interface GameDeps extends RouteDeps {
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

  // The play page starts one session per visit; refused like a round would be, so no game opens for nothing.
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
      const playerId = c.var.player.id;
      const at = now();
      const block = await playBlockOf(db, playerId, at);
      if (block) {
        const { status, error, code } = blockRefusal(block);
        return c.json({ error, code }, status);
      }
      const session = await startGameSession(db, playerId, game.id, at);
      const grants = await liveGrantsFor(db, playerId, game.id, at);
      const siteOrigin = publicOrigin(c).origin;
      // Every live grant on the game a reward at the aggregator, which plays the one running out first first.
      for (const grant of grants)
        await rewardAtAggregator(db, deps.providers.games, grant, { slug: game.slug, siteOrigin });
      const freeSpins = liveFreeSpinsWire(grants[0] ?? null);
      const launchUrl = await deps.providers.games
        .launch({
          game,
          gameSessionId: session.id,
          walletToken: session.walletToken,
          playerId,
          siteOrigin,
          platform: /Mobi/u.test(c.req.header('user-agent') ?? '') ? 'mobile' : 'desktop',
        })
        .catch((error: unknown) => {
          if (error instanceof GameLaunchError) return null;
          throw error;
        });
      if (!launchUrl) return c.json({ error: gameTexts.errors.gameUnavailable }, 502);
      return c.json({
        gameSessionId: session.id,
        launchUrl,
        expiresAt: session.expiresAt.toISOString(),
        game: playableGameWire(game),
        balance: oreToKroner(await balanceOf(db, playerId)),
        freeSpins,
      } satisfies GameSession);
    },
  );

  return app;
}

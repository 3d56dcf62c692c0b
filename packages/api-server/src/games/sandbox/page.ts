/**
 * The sandbox frames the site still serves itself, under /sandbox/games: the games the sandbox aggregator does
 * not play yet (hands, and a slot's bonus spins), whose script asks this server's rounds and hands API. Every
 * other game opens on the aggregator's own origin (games/aggregator-sandbox/).
 */
import { slugSchema } from '@casino/api-client';
import { gameSessionIdSchema } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { Hono } from 'hono';
import { publicOrigin } from '../../auth/request-origin.ts';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { messages } from '../../messages.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { findPlayableGame } from '../playable-game.ts';
import { liveGameSession } from '../sessions.ts';
import { liveFreeSpinsWire, liveGrantFor } from '../free-spins/live-grant.ts';
import { frameAsset, frameMessage, framePage, type FrameServing } from './frame.ts';

const texts = gameTexts.sandbox;

/** Where the site's own frames are served. */
export const SITE_FRAMES_PATH = '/sandbox/games';

/** GET /sandbox/games/{slug}?gameSessionId= (behind requireSession: only the session's player sees it). */
export function sandboxGameRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/assets/:file', (c) => frameAsset(c.req.param('file')) ?? c.json({ error: messages.notFound }, 404));

  app.get('/:slug', async (c) => {
    const serving: FrameServing = {
      assets: `${SITE_FRAMES_PATH}/assets`,
      parentOrigin: publicOrigin(c).origin,
      onSite: true,
    };
    const slug = slugSchema.safeParse(c.req.param('slug'));
    const game = slug.success ? await findPlayableGame(db, slug.data, environment) : undefined;
    if (!game) return frameMessage(serving, texts.pages.notFound, messages.unknownGame, 404);
    const sessionId = gameSessionIdSchema.safeParse(c.req.query('gameSessionId'));
    const playerId = c.var.player.id;
    const session = sessionId.success && (await liveGameSession(db, sessionId.data, playerId, game.id, new Date()));
    if (!session) return frameMessage(serving, texts.pages.sessionInvalid, gameTexts.errors.sessionInvalid, 403);
    return framePage(serving, {
      game,
      gameSessionId: session.id,
      api: `/api/proxy/games/${encodeURIComponent(game.slug)}`,
      balanceOre: await balanceOf(db, playerId),
      freeSpins: liveFreeSpinsWire(await liveGrantFor(db, playerId, game.id, new Date())),
    });
  });
  return app;
}

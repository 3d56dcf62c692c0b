import { slugInputSchema } from '@casino/api-client/requests';
import { dealRequestSchema, handStepSchema, roundIdSchema } from '@casino/api-client/play';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { validJson, validParam } from '../../http/validate.ts';
import { messages } from '../../messages.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import type { RandomInt } from '../maths/random-source.ts';
import type { Database } from '../../db/client.ts';
import { dealHand, openHand, stepHand, type HandAnswer } from './play-hand.ts';
import { described } from '../../http/openapi.ts';

/**
 * The sandbox provider's hands under /api/proxy/games/{slug}/hands (behind requireSession and the CSRF check):
 * deal, the hand's next step, and the open hand to come back to.
 */
export function handRoutes(deps: {
  db: Database;
  gameOf: (slug: string) => Promise<PlayableGameRow | undefined>;
  random: RandomInt;
  now: () => Date;
}): Hono<AppEnv> {
  const { db, gameOf, random, now } = deps;
  const app = new Hono<AppEnv>();
  const unknownGame = (c: Context<AppEnv>) => c.json({ error: messages.unknownGame }, 404);
  const answer = (c: Context<AppEnv>, result: HandAnswer) =>
    result.ok
      ? c.json(result.view)
      : c.json({ error: result.error, ...(result.code ? { code: result.code } : {}) }, result.status);

  app.post(
    '/:slug/hands',
    described(
      'Deals a blackjack or video-poker hand (`dealRequestSchema`): `handViewSchema`; the same round id answers the same hand',
    ),
    validJson(dealRequestSchema),
    validParam('slug', slugInputSchema),
    async (c) => {
      const game = await gameOf(c.req.valid('param').slug);
      if (!game) return unknownGame(c);
      const request = c.req.valid('json');
      return answer(c, await dealHand(db, { playerId: c.var.player.id, game, request, random, now: now() }));
    },
  );

  app.get(
    '/:slug/hands/open',
    described('`{ hand }`: the open hand to pick up, or null; a hand left 10 minutes is first settled by the rules'),
    validParam('slug', slugInputSchema),
    async (c) => {
      const game = await gameOf(c.req.valid('param').slug);
      if (!game) return unknownGame(c);
      return c.json({ hand: await openHand(db, { playerId: c.var.player.id, game, now: now() }) });
    },
  );

  app.post(
    '/:slug/hands/:roundId/steps',
    described(
      'A step of the hand (`handStepSchema`): `handViewSchema`; a step id already taken answers the hand (`replayed: true`)',
    ),
    validJson(handStepSchema),
    // Each validator keeps only its own parameter: the round id is checked first and read from the path.
    validParam('roundId', roundIdSchema),
    validParam('slug', slugInputSchema),
    async (c) => {
      const game = await gameOf(c.req.valid('param').slug);
      if (!game) return unknownGame(c);
      const roundId = c.req.param('roundId');
      const step = c.req.valid('json');
      return answer(c, await stepHand(db, { playerId: c.var.player.id, game, roundId, step, now: now() }));
    },
  );
  return app;
}

import { type Win } from '@casino/api-client';
import { winsQuerySchema } from '@casino/api-client/requests';
import { Hono } from 'hono';
import { gameRef } from '../content/game-ref.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validQuery } from '../http/validate.ts';
import { oreToKroner } from '@casino/locale';
import { described } from '../http/openapi.ts';
import { bigWins } from './service.ts';

/** "Mette J.": a first name and an initial, never a full name, e-mail or customer number. */
const maskedName = (first: string, last: string) => `${first} ${last.charAt(0).toUpperCase()}.`;

/** The wins as the API answers them: the game, the amount in kroner, the winner's masked name. */
async function wins(...args: Parameters<typeof bigWins>): Promise<Win[]> {
  return (await bigWins(...args)).map((r) => ({
    id: String(r.id),
    game: gameRef(r),
    amount: oreToKroner(r.winOre),
    currency: 'DKK',
    wonAt: r.playedAt.toISOString(),
    playerName: maskedName(r.firstName, r.lastName),
  }));
}

/** GET /api/wins: everyone's recent big wins (public). */
export function publicWinsRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', validQuery(winsQuerySchema), async (c) => c.json(await wins(db, c.req.valid('query'), environment)));
  return app;
}

/** GET /api/proxy/profiles/wins: the signed-in player's own. */
export function playerWinsRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/wins',
    described(
      "Wins, biggest first (`winsSchema`): under /api/proxy/profiles the player's own, at /api/wins everyone's with names masked",
    ),
    validQuery(winsQuerySchema),
    async (c) => c.json(await wins(db, c.req.valid('query'), environment, c.var.player.id)),
  );
  return app;
}

import { type Win } from '@casino/api-client';
import { winsQuerySchema } from '@casino/api-client/requests';
import { and, desc, eq, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import { gameRef } from '../content/game-ref.ts';
import { visibleGames } from '../content/visibility.ts';
import type { Database } from '../db/client.ts';
import { gameRounds, games, players } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validQuery } from '../http/validate.ts';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { described } from '../http/openapi.ts';

const periodMs = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;

/** "Mette J.": a first name and an initial, never a full name, e-mail or customer number. */
const maskedName = (first: string, last: string) => `${first} ${last.charAt(0).toUpperCase()}.`;

/** Wins of at least `amountMin` kroner in the last day/week/month, biggest first; one player's or everyone's. */
async function wins(
  db: Database,
  query: ReturnType<typeof winsQuerySchema.parse>,
  environment: RouteDeps['environment'],
  playerId?: number,
): Promise<Win[]> {
  const since = new Date(Date.now() - periodMs[query.period]);
  const rows = await db
    .select({
      id: gameRounds.id,
      winOre: gameRounds.winOre,
      playedAt: gameRounds.playedAt,
      slug: games.slug,
      title: games.title,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .where(
      and(
        gte(gameRounds.winOre, kronerToOre(query.amountMin)),
        gte(gameRounds.playedAt, since),
        playerId === undefined ? undefined : eq(gameRounds.playerId, playerId),
        visibleGames(environment),
      ),
    )
    .orderBy(desc(gameRounds.winOre), desc(gameRounds.playedAt))
    .limit(query.limit);
  return rows.map((r) => ({
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

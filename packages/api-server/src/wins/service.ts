import type { winsQuerySchema } from '@casino/api-client/requests';
import { and, desc, eq, gte } from 'drizzle-orm';
import { visibleGames } from '../content/visibility.ts';
import type { Database } from '../db/client.ts';
import { games } from '../content/schema.ts';
import { gameRounds } from '../games/schema.ts';
import { players } from '../players/schema.ts';
import type { Environment } from '@casino/api-client';
import { kronerToOre } from '@casino/locale';

const periodMs = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;

/** Wins of at least `amountMin` kroner in the last day/week/month, biggest first; one player's or everyone's. */
export async function bigWins(
  db: Database,
  query: ReturnType<typeof winsQuerySchema.parse>,
  environment: Environment,
  playerId?: number,
) {
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
  return rows;
}

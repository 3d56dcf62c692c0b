import type { winsQuerySchema } from '@casino/api-client/requests';
import type { Environment } from '@casino/api-client';
import { kronerToOre } from '@casino/locale';
import { gameLabelsOf, listedGameIds } from '../content/catalogue-games.ts';
import type { Database } from '../db/client.ts';
import { bigWinRounds } from '../games/round-lists.ts';
import { namesOf } from '../players/accounts.ts';

const periodMs = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;

/** Wins of at least `amountMin` kroner in the last day/week/month, biggest first; one player's or everyone's. */
export async function bigWins(
  db: Database,
  query: ReturnType<typeof winsQuerySchema.parse>,
  environment: Environment,
  playerId?: number,
) {
  const rounds = await bigWinRounds(db, {
    minWinOre: kronerToOre(query.amountMin),
    since: new Date(Date.now() - periodMs[query.period]),
    playerId,
    gameIds: await listedGameIds(db, environment),
    limit: query.limit,
  });
  const [games, players] = await Promise.all([
    gameLabelsOf(
      db,
      rounds.map((round) => round.gameId),
    ),
    namesOf(
      db,
      rounds.map((round) => round.playerId),
    ),
  ]);
  return rounds.flatMap(({ id, winOre, playedAt, gameId, playerId: winner }) => {
    const game = games.get(gameId);
    const player = players.get(winner);
    if (!game || !player) return [];
    return [{ id, winOre, playedAt, ...game, firstName: player.firstName, lastName: player.lastName }];
  });
}

import type { Trophy } from '@casino/api-client/play';
import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { gameRounds } from './schema.ts';

/** Rounds for the "100 runder" trophy; a win of this many times the stake for "Kæmpegevinst". */
export const TROPHY_ROUNDS = 100;
export const BIG_WIN_MULTIPLE = 100;

const firstPlayedAt = async (db: DbExecutor, playerId: number, where: ReturnType<typeof and>) => {
  const [row] = await db
    .select({ playedAt: gameRounds.playedAt })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), where))
    .orderBy(asc(gameRounds.playedAt), asc(gameRounds.id))
    .limit(1);
  return row?.playedAt ?? null;
};

const trophy = (id: Trophy['id'], earnedAt: Date | null, current: number, target: number): Trophy => ({
  id,
  earned: earnedAt !== null,
  earnedAt: earnedAt?.toISOString() ?? null,
  progress: { current: Math.min(current, target), target },
});

/**
 * The trophies of /mine/trofaeer, computed from the player's real rounds (the ledger's game history), never
 * stored: the first win, 100 rounds, and a win of at least 100 times the stake. Each says when the round that
 * earned it was played, and how far the player is towards it.
 */
export async function trophiesOf(db: DbExecutor, playerId: number): Promise<Trophy[]> {
  const [rounds] = await db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.playerId, playerId));
  const played = rounds?.n ?? 0;
  const firstWin = await firstPlayedAt(db, playerId, gt(gameRounds.winOre, 0));
  const bigWin = await firstPlayedAt(
    db,
    playerId,
    and(gt(gameRounds.stakeOre, 0), gte(gameRounds.winOre, sql`${gameRounds.stakeOre} * ${BIG_WIN_MULTIPLE}`)),
  );
  const [hundredth] =
    played >= TROPHY_ROUNDS
      ? await db
          .select({ playedAt: gameRounds.playedAt })
          .from(gameRounds)
          .where(eq(gameRounds.playerId, playerId))
          .orderBy(asc(gameRounds.playedAt), asc(gameRounds.id))
          .offset(TROPHY_ROUNDS - 1)
          .limit(1)
      : [];
  return [
    trophy('first-win', firstWin, firstWin ? 1 : 0, 1),
    trophy('hundred-rounds', hundredth?.playedAt ?? null, played, TROPHY_ROUNDS),
    trophy('big-win', bigWin, bigWin ? 1 : 0, 1),
  ];
}

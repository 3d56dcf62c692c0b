import { playerReportGames, type PlayerReport } from '@casino/api-client/compliance';
import { oreToKroner } from '@casino/locale';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { games } from '../content/schema.ts';
import { gameRounds } from '../games/schema.ts';
import { players } from '../players/schema.ts';
import { regulatorOutbox, safeFiles } from './schema.ts';

/**
 * A player's latest games from their history beside the record reported to SAFE for each: what an inspector
 * compares when a player's complaint or a licence audit names them. A bonus spin's stake is the grant's, not
 * the player's money, and is reported as none. Null: no player has that customer number.
 */
export async function playerReport(db: Database, customerNo: string): Promise<PlayerReport | null> {
  const [player] = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.customerNo, customerNo));
  if (!player) return null;
  const rows = await db
    .select({
      roundId: gameRounds.roundId,
      game: games.title,
      playedAt: gameRounds.playedAt,
      bonusSpin: sql<boolean>`${gameRounds.freeSpinGrantId} IS NOT NULL`,
      stakeOre: gameRounds.stakeOre,
      winOre: gameRounds.winOre,
      reported: regulatorOutbox,
      file: safeFiles.path,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    // The outbox's key of the round (record-session.ts `casinoSessionKey`), written in SQL.
    .leftJoin(
      regulatorOutbox,
      eq(regulatorOutbox.eventKey, sql`'round:' || ${gameRounds.playerId} || ':' || ${gameRounds.roundId}`),
    )
    .leftJoin(safeFiles, eq(safeFiles.id, regulatorOutbox.safeFileId))
    .where(and(eq(gameRounds.playerId, player.id), sql`${gameRounds.roundId} IS NOT NULL`))
    .orderBy(desc(gameRounds.playedAt), desc(gameRounds.id))
    .limit(playerReportGames);
  return {
    customerNo,
    name: `${player.firstName} ${player.lastName}`,
    games: rows.map((row) => {
      const reported = row.reported;
      const reportedStakeOre = reported ? reported.stakeOre + reported.jackpotContributionOre : 0;
      const reportedWinOre = reported ? reported.winOre + reported.jackpotWinOre : 0;
      const expectedStakeOre = row.bonusSpin ? 0 : row.stakeOre;
      return {
        roundId: row.roundId!,
        game: row.game,
        playedAt: row.playedAt.toISOString(),
        bonusSpin: row.bonusSpin,
        history: { stake: oreToKroner(row.stakeOre), win: oreToKroner(row.winOre) },
        reported: reported && {
          day: reported.reportDay,
          stake: oreToKroner(reported.stakeOre),
          jackpotContribution: oreToKroner(reported.jackpotContributionOre),
          win: oreToKroner(reported.winOre),
          jackpotWin: oreToKroner(reported.jackpotWinOre),
          file: row.file,
        },
        matches: reported !== null && reportedStakeOre === expectedStakeOre && reportedWinOre === row.winOre,
      };
    }),
  };
}

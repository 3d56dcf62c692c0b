import { danishIsoDate } from '@casino/locale/games';
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { games } from '../content/schema.ts';
import { jackpotEntries } from '../games/schema.ts';
import { ledgerEntries, ledgerTransactions } from '../ledger/schema.ts';
import { regulatorOutbox } from './schema.ts';
import { gameReferencePatterns } from '../games/game-references.ts';
import type { GameMaths } from '../games/maths/catalogue-maths.ts';
import type { EndedGame } from '../games/settled-round.ts';
import type { CasinoCategory } from './standard-records.ts';

/** How each way of playing is reported (KasinoSpilKategoriType); scratch cards and video poker are "andet". */
const categoryOf: Record<GameMaths['kind'], CasinoCategory> = {
  slots: 'spilleautomat',
  scratch: 'andet',
  roulette: 'roulette',
  baccarat: 'baccarat',
  blackjack: 'blackjack',
  videoPoker: 'andet',
};

/** The outbox's key of a settled game: one record per round id of a player, however often it is retried. */
export const casinoSessionKey = (playerId: number, roundId: string) => `round:${playerId}:${roundId}`;

/** What the record keeps besides its amounts and times, as reported. */
export interface CasinoSessionFacts {
  productName: string;
  category: CasinoCategory;
  kind: GameMaths['kind'];
  /** The game's jackpot (JackpotIdentifikation), when its stakes fed one. */
  jackpotId?: string;
}

/** The jackpot's identification: one pool per game. */
export const jackpotIdOf = (gameId: number) => `jackpot-${gameId}`;

/**
 * The money of one game as the ledger holds it, read inside the transaction that settled it: its stakes (the
 * bet entries of every transaction of the game: a hand's deal, doubles and splits), its wins (win entries, and a
 * bonus spin's bonus entry), and the jackpot's part (the pool's contribution and payout entries).
 */
async function ledgerMoneyOf(tx: DbTransaction, playerId: number, roundId: string) {
  const ofGame = or(...gameReferencePatterns(playerId, roundId).map((p) => like(ledgerTransactions.reference, p)));
  const transactions = tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(ofGame);
  const sum = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(case when ${condition} then amount_ore end), 0)`;
  const [player] = await tx
    .select({
      stakes: sum(sql`${ledgerEntries.type} = 'bet'`),
      wins: sum(sql`${ledgerEntries.type} in ('win', 'bonus')`),
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.transactionId, transactions));
  const [pool] = await tx
    .select({
      contributions: sum(sql`${jackpotEntries.type} = 'contribution'`),
      payouts: sum(sql`${jackpotEntries.type} = 'payout'`),
    })
    .from(jackpotEntries)
    .where(inArray(jackpotEntries.transactionId, transactions));
  return {
    stakeOre: -Number(player!.stakes),
    winOre: Number(player!.wins),
    contributionOre: Number(pool!.contributions),
    jackpotWinOre: -Number(pool!.payouts),
  };
}

/**
 * Writes a settled game into the regulator's outbox in the caller's transaction (the one that settled its
 * money), so it is reported exactly when the money is committed and never recomputed afterwards. A key
 * already written writes nothing.
 */
export async function recordCasinoSession(tx: DbTransaction, round: EndedGame): Promise<void> {
  const money = await ledgerMoneyOf(tx, round.playerId, round.roundId);
  const [game] = await tx.select({ title: games.title }).from(games).where(eq(games.id, round.gameId));
  const record: CasinoSessionFacts = {
    productName: game!.title,
    category: categoryOf[round.kind],
    kind: round.kind,
    ...(money.contributionOre > 0 || money.jackpotWinOre > 0 ? { jackpotId: jackpotIdOf(round.gameId) } : {}),
  };
  await tx
    .insert(regulatorOutbox)
    .values({
      eventKey: casinoSessionKey(round.playerId, round.roundId),
      playerId: round.playerId,
      gameId: round.gameId,
      reportDay: danishIsoDate(round.endedAt),
      startedAt: round.startedAt,
      endedAt: round.endedAt,
      stakeOre: money.stakeOre - money.contributionOre,
      jackpotContributionOre: money.contributionOre,
      winOre: money.winOre - money.jackpotWinOre,
      jackpotWinOre: money.jackpotWinOre,
      record: { ...record },
    })
    .onConflictDoNothing({ target: regulatorOutbox.eventKey });
}

import { addDaysToIsoDate } from '@casino/locale/games';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { gameRounds, jackpotEntries } from '../games/schema.ts';
import { ledgerEntries, ledgerTransactions } from '../ledger/schema.ts';
import { regulatorOutbox } from './schema.ts';
import { GAME_REFERENCE_KINDS } from '../games/game-references.ts';
import { danishDayStart } from '../time-windows.ts';
import type { DayTotals } from './standard-records.ts';

// A Danish day's game figures twice over: as reported (the outbox's sessions of the day) and as the ledger has
// them. A game belongs to the day it ended (a hand dealt before midnight and settled after it is the next day's,
// stakes and all), which is when the authority's session record is made.

const total = (value: unknown) => sql<string>`coalesce(sum(${value}), 0)`;

/** The day's figures as reported to SAFE. */
export async function reportedTotalsOf(db: DbExecutor, day: string): Promise<DayTotals> {
  const [row] = await db
    .select({
      games: sql<string>`count(*)`,
      stakes: total(regulatorOutbox.stakeOre),
      contributions: total(regulatorOutbox.jackpotContributionOre),
      wins: total(sql`${regulatorOutbox.winOre} + ${regulatorOutbox.jackpotWinOre}`),
    })
    .from(regulatorOutbox)
    .where(eq(regulatorOutbox.reportDay, day));
  return {
    games: Number(row!.games),
    stakeOre: Number(row!.stakes),
    jackpotContributionOre: Number(row!.contributions),
    winsOre: Number(row!.wins),
  };
}

/**
 * The day's figures from the ledger alone: every game that ended that day (`game_rounds` played through the
 * games' API; seeded history has no round id), and the ledger entries and jackpot pool entries of the game's
 * ledger transactions, found by their references.
 */
export async function ledgerTotalsOf(db: DbExecutor, day: string): Promise<DayTotals> {
  const endedThatDay = and(
    isNotNull(gameRounds.roundId),
    gte(gameRounds.playedAt, danishDayStart(day)),
    lt(gameRounds.playedAt, danishDayStart(addDaysToIsoDate(day, 1))),
  );
  const part = (n: number) => sql`split_part(${ledgerTransactions.reference}, ':', ${sql.raw(String(n))})`;
  const ofTheGame = and(
    inArray(part(1), [...GAME_REFERENCE_KINDS]),
    eq(part(2), sql`${gameRounds.playerId}::text`),
    eq(part(3), sql`${gameRounds.roundId}::text`),
  );
  const [rounds] = await db
    .select({ games: sql<string>`count(*)` })
    .from(gameRounds)
    .where(endedThatDay);
  const [money] = await db
    .select({
      bets: total(sql`case when ${ledgerEntries.type} = 'bet' then ${ledgerEntries.amountOre} end`),
      wins: total(sql`case when ${ledgerEntries.type} in ('win', 'bonus') then ${ledgerEntries.amountOre} end`),
    })
    .from(gameRounds)
    .innerJoin(ledgerTransactions, ofTheGame)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(endedThatDay);
  const [pool] = await db
    .select({
      contributions: total(sql`case when ${jackpotEntries.type} = 'contribution' then ${jackpotEntries.amountOre} end`),
    })
    .from(gameRounds)
    .innerJoin(ledgerTransactions, ofTheGame)
    .innerJoin(jackpotEntries, eq(jackpotEntries.transactionId, ledgerTransactions.id))
    .where(endedThatDay);
  const contributions = Number(pool!.contributions);
  return {
    games: Number(rounds!.games),
    // `|| 0`: no stakes at all is 0, not -0 (which a strict comparison tells apart).
    stakeOre: -Number(money!.bets) - contributions || 0,
    jackpotContributionOre: contributions,
    winsOre: Number(money!.wins),
  };
}

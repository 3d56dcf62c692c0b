import type { DayFigures, SafeDayReport, SafeDaySummary } from '@casino/api-client/compliance';
import { danishIsoDate } from '@casino/locale/games';
import { oreToKroner } from '@casino/locale';
import { count, desc, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../db/client.ts';
import { regulatorOutbox, safeFiles } from './schema.ts';
import { reportedTotalsOf } from './day-totals.ts';
import { checkDay } from './end-of-day.ts';
import { retainedUntil } from './retention.ts';
import type { SafeStorage } from './safe-storage.ts';
import type { DayTotals } from './standard-records.ts';
import { verifyDay } from './verify.ts';

// What the compliance view shows: the days reported to SAFE, and for one day its files (each verified now,
// against the file on SAFE) and its End Of Day held against the ledger.

/** How many days back the list of days goes. */
const DAYS_LISTED = 400;

const figuresOf = (totals: DayTotals): DayFigures => ({
  games: totals.games,
  stake: oreToKroner(totals.stakeOre),
  jackpotContribution: oreToKroner(totals.jackpotContributionOre),
  wins: oreToKroner(totals.winsOre),
});

/** The days with games reported (packed or waiting), newest first: their files and games, End Of Day or not. */
export async function safeDays(db: Database): Promise<SafeDaySummary[]> {
  const games = await db
    .select({ day: regulatorOutbox.reportDay, games: count() })
    .from(regulatorOutbox)
    .groupBy(regulatorOutbox.reportDay)
    .orderBy(desc(regulatorOutbox.reportDay))
    .limit(DAYS_LISTED);
  const files = await db
    .select({
      day: safeFiles.reportDay,
      files: count(),
      endOfDay: sql<boolean>`bool_or(${safeFiles.kind} = 'EndOfDay')`,
    })
    .from(safeFiles)
    .groupBy(safeFiles.reportDay)
    .orderBy(desc(safeFiles.reportDay))
    .limit(DAYS_LISTED);
  const days = new Map<string, SafeDaySummary>();
  for (const row of files)
    days.set(row.day, { day: row.day, files: Number(row.files), games: 0, endOfDay: Boolean(row.endOfDay) });
  for (const row of games) {
    const day = days.get(row.day) ?? { day: row.day, files: 0, games: 0, endOfDay: false };
    days.set(row.day, { ...day, games: Number(row.games) });
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day)).slice(0, DAYS_LISTED);
}

/** One day: every file on SAFE verified now, and the End Of Day (or, before it, what is reported) against the ledger. */
export async function safeDayReport(
  deps: { db: Database; storage: SafeStorage },
  day: string,
  now: Date,
): Promise<SafeDayReport> {
  const verdicts = await verifyDay(deps.db, deps.storage, day);
  const check = await checkDay(deps, day);
  const reported = await reportedTotalsOf(deps.db, day);
  return {
    day,
    files: verdicts.map(({ file, mac, valid, problems }) => ({
      path: file.path,
      kind: file.kind,
      sequence: file.sequence,
      bytes: file.byteSize,
      records: file.recordCount,
      sealedAt: file.createdAt.toISOString(),
      retainedUntil: retainedUntil(day).toISOString(),
      mac,
      valid,
      problems,
    })),
    check: {
      filed: check.filed && figuresOf(check.filed),
      reported: figuresOf(reported),
      ledger: figuresOf(check.ledger),
      matches: check.filed ? check.matches : isDeepStrictEqual(reported, check.ledger),
      dayOver: day < danishIsoDate(now),
    },
  };
}

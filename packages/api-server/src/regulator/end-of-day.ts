import { addDaysToIsoDate, danishIsoDate } from '@casino/locale/games';
import { and, eq, isNull, min } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { regulatorOutbox, safeFiles } from './schema.ts';
import { isDeepStrictEqual } from 'node:util';
import { ledgerTotalsOf, reportedTotalsOf } from './day-totals.ts';
import type { SafeDeps } from './safe-deps.ts';
import { unzip } from './safe-zip.ts';
import { currentToken, lockSafe, sealFile } from './seal.ts';
import { endOfDayTotalsOf, endOfDayXml, type DayTotals } from './standard-records.ts';

/** A round whose request began before midnight may commit just after: a day is closed this long after it ends. */
export const END_OF_DAY_GRACE_MS = 10 * 60 * 1000;

/** The Danish days that are over (with the grace) and have no End Of Day yet, from the first day reported. */
export async function daysDueForEndOfDay(db: Database, now: Date): Promise<string[]> {
  const [first] = await db.select({ day: min(regulatorOutbox.reportDay) }).from(regulatorOutbox);
  if (!first?.day) return [];
  const filed = await db.select({ day: safeFiles.reportDay }).from(safeFiles).where(eq(safeFiles.kind, 'EndOfDay'));
  const done = new Set(filed.map((f) => f.day));
  const today = danishIsoDate(new Date(now.getTime() - END_OF_DAY_GRACE_MS));
  const due: string[] = [];
  for (let day = first.day; day < today; day = addDaysToIsoDate(day, 1)) if (!done.has(day)) due.push(day);
  return due;
}

/**
 * Files a day's End Of Day once its sessions are all packed: its totals are the sums of the sessions reported
 * for that day, so the day's files and its End Of Day agree by construction. Under the SAFE lock; the unique
 * index keeps one per day whichever server gets there. Answers whether it filed one.
 */
export async function fileEndOfDay(deps: SafeDeps, day: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockSafe(tx);
    const [filed] = await tx
      .select({ id: safeFiles.id })
      .from(safeFiles)
      .where(and(eq(safeFiles.kind, 'EndOfDay'), eq(safeFiles.reportDay, day)));
    const [unpacked] = await tx
      .select({ id: regulatorOutbox.id })
      .from(regulatorOutbox)
      .where(and(eq(regulatorOutbox.reportDay, day), isNull(regulatorOutbox.safeFileId)))
      .limit(1);
    if (filed || unpacked) return false;
    const totals = await reportedTotalsOf(tx, day);
    const token = await currentToken(tx, deps, now);
    await sealFile(
      tx,
      deps,
      token,
      {
        kind: 'EndOfDay',
        day,
        xml: (fileId) => endOfDayXml(fileId, deps.licence, day, totals),
        recordCount: totals.games,
        totals: {
          stakeOre: totals.stakeOre,
          jackpotContributionOre: totals.jackpotContributionOre,
          winOre: totals.winsOre,
          jackpotWinOre: 0,
        },
      },
      now,
    );
    return true;
  });
}

export interface DayCheck {
  day: string;
  /** What the day's End Of Day file on SAFE says; null when there is none (or it cannot be read). */
  filed: DayTotals | null;
  ledger: DayTotals;
  matches: boolean;
}

/** The daily check: the figures in the day's End Of Day file on SAFE against the ledger's for that day. */
export async function checkDay(deps: Pick<SafeDeps, 'db' | 'storage'>, day: string): Promise<DayCheck> {
  const ledger = await ledgerTotalsOf(deps.db, day);
  const [file] = await deps.db
    .select({ path: safeFiles.path })
    .from(safeFiles)
    .where(and(eq(safeFiles.kind, 'EndOfDay'), eq(safeFiles.reportDay, day)));
  const filed = file ? await filedTotals(deps, file.path) : null;
  return { day, filed, ledger, matches: filed !== null && isDeepStrictEqual(filed, ledger) };
}

async function filedTotals(deps: Pick<SafeDeps, 'storage'>, path: string): Promise<DayTotals | null> {
  const zip = await deps.storage.get(path);
  if (!zip) return null;
  try {
    const [xml] = [...(await unzip(zip)).values()];
    return xml ? endOfDayTotalsOf(xml.toString('utf8')) : null;
  } catch {
    return null;
  }
}

import {
  historyDays,
  historyWindow,
  type GameHistoryPage,
  type GameHistoryRound,
  type GameHistoryRow,
  type HandMove,
  type HistoryGame,
  type gameHistoryQuerySchema,
} from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import { addDaysToIsoDate, formatIsoDate, gameTexts } from '@casino/locale/games';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { gameLabelsByTitle, gameLabelsOf, type GameLabel } from '../../content/catalogue-games.ts';
import { gameRounds } from '../schema.ts';
import { danishDayStart } from '../../time-windows.ts';

// The player's game history read from `game_rounds` (every settled round: its stake, win, the balance after it,
// what was played and, for a hand, the moves taken). Only the player's own rounds, and only
// those of the window: today (Danish time) and the 90 days before it.

const texts = gameTexts.history;

export type HistoryQuery = z.output<typeof gameHistoryQuerySchema>;

/** The listing's days and the instants they span: [start, end), Danish midnights. */
export interface HistoryPeriod {
  from: string;
  to: string;
  earliest: string;
  start: Date;
  end: Date;
}

/** A filter the server will not answer: the Danish reason and the parameter it is about. */
export interface HistoryRefusal {
  error: string;
  path: 'from' | 'to' | 'game' | 'cursor';
}

/** Where the history begins at `now`: 00:00 Danish time on the window's first day. */
export const windowStart = (now: Date) => danishDayStart(historyWindow(now).earliest);

/** The days a query asks for, defaults filled in (an end after today is today), or why they cannot be answered. */
export function periodOf(query: Pick<HistoryQuery, 'from' | 'to'>, now: Date): HistoryPeriod | HistoryRefusal {
  const { earliest, today } = historyWindow(now);
  const from = query.from ?? earliest;
  // No round is settled after today: a later end reads as today.
  const to = query.to === undefined || query.to > today ? today : query.to;
  const beforeWindow = texts.beforeWindow(historyDays, formatIsoDate(earliest));
  if (from < earliest) return { error: beforeWindow, path: 'from' };
  if (to < earliest) return { error: beforeWindow, path: 'to' };
  if (from > today) return { error: texts.fromInFuture, path: 'from' };
  if (from > to) return { error: texts.fromAfterTo, path: 'from' };
  return { from, to, earliest, start: danishDayStart(from), end: danishDayStart(addDaysToIsoDate(to, 1)) };
}

/**
 * The place in the list after a row: its time to the microsecond (as the database keeps it) and its id, so the
 * next page starts strictly after it whatever was played meanwhile.
 */
interface Cursor {
  at: string;
  id: number;
}

const cursorText = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.(\d{6})Z\|(\d{1,15})$/;

export const encodeCursor = ({ at, id }: Cursor) => Buffer.from(`${at}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): Cursor | null {
  const match = cursorText.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const [, seconds, micros, id] = match;
  // A real moment (no 30 February), so the database never sees a time it refuses.
  const millis = `${seconds}.${micros!.slice(0, 3)}Z`;
  if (Number.isNaN(Date.parse(millis)) || new Date(millis).toISOString() !== millis) return null;
  const number = Number(id);
  return Number.isSafeInteger(number) ? { at: `${seconds}.${micros}Z`, id: number } : null;
}

/** The row's time in UTC to the microsecond: what a cursor holds. */
const atMicros = sql<string>`to_char(${gameRounds.playedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const rowColumns = {
  id: gameRounds.id,
  playedAt: gameRounds.playedAt,
  stakeOre: gameRounds.stakeOre,
  winOre: gameRounds.winOre,
  balanceAfterOre: gameRounds.balanceAfterOre,
  hasOutcome: sql<boolean>`${gameRounds.outcome} is not null`,
  gameId: gameRounds.gameId,
};

type RowRecord = {
  id: number;
  playedAt: Date;
  stakeOre: number;
  winOre: number;
  balanceAfterOre: number | null;
  hasOutcome: boolean;
  gameId: number;
};

/** The rows with their games' slugs and titles (the catalogue's); a round's game is always there. */
async function rowsOf<R extends RowRecord>(db: DbExecutor, rows: R[]): Promise<(R & GameLabel)[]> {
  const labels = await gameLabelsOf(
    db,
    rows.map((r) => r.gameId),
  );
  return rows.flatMap((r) => {
    const label = labels.get(r.gameId);
    return label ? [{ ...r, ...label }] : [];
  });
}

const rowOf = (r: RowRecord & GameLabel): GameHistoryRow => ({
  id: r.id,
  game: { slug: r.slug, title: r.title },
  playedAt: r.playedAt.toISOString(),
  stake: oreToKroner(r.stakeOre),
  win: oreToKroner(r.winOre),
  balanceAfter: r.balanceAfterOre === null ? null : oreToKroner(r.balanceAfterOre),
  hasOutcome: Boolean(r.hasOutcome),
});

/**
 * One page of the player's rounds in the period, newest first (the same time: the later row first), from the
 * cursor on. Every game the player played counts, also one taken off the catalogue since: it is their record.
 */
export async function historyPage(
  db: DbExecutor,
  input: { playerId: number; period: HistoryPeriod; gameId?: number; cursor?: Cursor; limit: number },
): Promise<GameHistoryPage> {
  const { playerId, period, gameId, cursor, limit } = input;
  const conditions: (SQL | undefined)[] = [
    eq(gameRounds.playerId, playerId),
    gte(gameRounds.playedAt, period.start),
    lt(gameRounds.playedAt, period.end),
    gameId === undefined ? undefined : eq(gameRounds.gameId, gameId),
    cursor
      ? sql`(${gameRounds.playedAt}, ${gameRounds.id}) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
      : undefined,
  ];
  const rows = await db
    .select({ ...rowColumns, at: atMicros })
    .from(gameRounds)
    .where(and(...conditions))
    .orderBy(desc(gameRounds.playedAt), desc(gameRounds.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: (await rowsOf(db, page)).map(rowOf),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    from: period.from,
    to: period.to,
    earliest: period.earliest,
  };
}

/** The games the player played since `since`, by title: what the game filter offers. */
export async function historyGames(db: DbExecutor, playerId: number, since: Date): Promise<HistoryGame[]> {
  const played = await db
    .selectDistinct({ gameId: gameRounds.gameId })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), gte(gameRounds.playedAt, since)));
  return gameLabelsByTitle(
    db,
    played.map((p) => p.gameId),
  );
}

/** One round of the player's history with what was played, or null when it is not theirs or not in the window. */
export async function historyRound(
  db: DbExecutor,
  input: { playerId: number; id: number; since: Date },
): Promise<GameHistoryRound | null> {
  const { playerId, id, since } = input;
  const [row] = await db
    .select({ ...rowColumns, outcome: gameRounds.outcome, moves: gameRounds.moves })
    .from(gameRounds)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.playerId, playerId), gte(gameRounds.playedAt, since)));
  const [labelled] = row ? await rowsOf(db, [row]) : [];
  if (!row || !labelled) return null;
  const outcome = row.outcome ?? null;
  const isHand = outcome?.kind === 'blackjack' || outcome?.kind === 'videoPoker';
  const moves: HandMove[] | null = isHand ? (row.moves ?? null) : null;
  return { ...rowOf(labelled), outcome, moves };
}

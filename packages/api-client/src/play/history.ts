import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { addDaysToIsoDate, danishIsoDate, gameTexts, historyDays } from '@casino/locale/games';
import {
  clientOf,
  dataOf,
  isoDateTimeSchema,
  kronerSchema,
  queryKeys,
  requestOptions,
  slugSchema,
  type AuthGate,
  type CallOptions,
} from '@casino/api-client';
import { queryIntIn, slugInputSchema, strictObjectParams } from '@casino/api-client/requests';
import { blackjackMoveSchema } from './card-schemas.ts';
import { roundOutcomeSchema } from './schemas.ts';

// The player's game history (DOMAIN.md: stakes, wins and losses to the minute, kept at least 90 days): their
// rounds newest first, a page at a time, by game and by period in Danish calendar days, and one round's detail.

const errors = gameTexts.history;

export { historyDays };
/** Rows a page holds unless the request says otherwise. */
export const historyPageSize = 20;

/** The days the history covers at `now`, as ISO dates in Danish time: `earliest` up to and including `today`. */
export function historyWindow(now: Date = new Date()): { earliest: string; today: string } {
  const today = danishIsoDate(now);
  return { earliest: addDaysToIsoDate(today, -historyDays), today };
}

/** A Danish calendar day, '2026-11-27' (what a date field holds). */
export const historyDateSchema = z.iso.date({ error: errors.dateInvalid });

/** Where the next page starts: an opaque text the previous page gave. */
export const historyCursorSchema = z
  .string({ error: errors.cursorInvalid })
  .check(z.maxLength(120, errors.cursorInvalid), z.regex(/^[A-Za-z0-9_-]+$/, errors.cursorInvalid));

/**
 * GET /api/proxy/games/history: `game` a slug, `from`/`to` Danish calendar days (both included; default the
 * whole window), `cursor` the previous page's `nextCursor`, `limit` rows a page.
 */
export const gameHistoryQuerySchema = z.strictObject(
  {
    game: z.optional(slugInputSchema),
    from: z.optional(historyDateSchema),
    to: z.optional(historyDateSchema),
    cursor: z.optional(historyCursorSchema),
    limit: z._default(queryIntIn(1, 50), historyPageSize),
  },
  strictObjectParams,
);
export type GameHistoryQuery = z.input<typeof gameHistoryQuerySchema>;
/** The filter part of a history query: the same for every page of one listing. */
export type GameHistoryFilter = Pick<GameHistoryQuery, 'game' | 'from' | 'to'>;

/** GET /api/proxy/games/history/{id}: a round of the list, by its `id`. */
export const historyRoundIdSchema = queryIntIn(1, Number.MAX_SAFE_INTEGER);

const historyGameSchema = z.object({ slug: slugSchema, title: z.string() });
export type HistoryGame = z.output<typeof historyGameSchema>;

/** One round as the history lists it. */
export const gameHistoryRowSchema = z.object({
  id: z.int().check(z.positive()),
  game: historyGameSchema,
  /** When it was settled (shown to the minute, Danish time). */
  playedAt: isoDateTimeSchema,
  /** Everything staked on the round (a blackjack double or split included). */
  stake: kronerSchema,
  /** What it paid back, stake included; 0 for a lost round. */
  win: kronerSchema,
  /** The balance right after it; null where it was not recorded (rounds from before it was kept). */
  balanceAfter: z.nullable(kronerSchema),
  /** Whether what was played (reels, cards, bet) was kept for the round's detail. */
  hasOutcome: z.boolean(),
});
export type GameHistoryRow = z.output<typeof gameHistoryRowSchema>;

export const gameHistoryPageSchema = z.object({
  items: z.array(gameHistoryRowSchema),
  /** The next page's cursor, or null when this page is the last. */
  nextCursor: z.nullable(z.string()),
  /** The days this listing covers, defaults filled in (ISO dates, Danish time). */
  from: historyDateSchema,
  to: historyDateSchema,
  /** The first day the history reaches back to. */
  earliest: historyDateSchema,
});
export type GameHistoryPage = z.output<typeof gameHistoryPageSchema>;

/** GET /api/proxy/games/history/games: the games the player played in the window, by title (the filter's list). */
export const gameHistoryGamesSchema = z.array(historyGameSchema);

/** A move of a hand as it was taken: the deal, a blackjack move on hand 0 or 1, a video-poker draw. */
export const handMoveSchema = z.union([
  z.object({ move: z.literal('deal') }),
  z.object({ move: blackjackMoveSchema, hand: z.int().check(z.minimum(0)) }),
  z.object({ move: z.literal('draw'), held: z.array(z.boolean()).check(z.length(5)) }),
]);
export type HandMove = z.output<typeof handMoveSchema>;

/** A round's detail: the row, what was played, and for a hand the moves in the order they were taken. */
export const gameHistoryRoundSchema = z.extend(gameHistoryRowSchema, {
  outcome: z.nullable(roundOutcomeSchema),
  /** Blackjack and video poker: the moves of the hand; null for the other games or when they were not kept. */
  moves: z.nullable(z.array(handMoveSchema)),
});
export type GameHistoryRound = z.output<typeof gameHistoryRoundSchema>;

const history = '/api/proxy/games/history';

/** GET /api/proxy/games/history: one page of the player's rounds, newest first. 400 with a Danish reason. */
export function getGameHistory(query: GameHistoryQuery = {}, options?: CallOptions) {
  return clientOf(options).get(history, gameHistoryPageSchema, requestOptions(options, { ...query }));
}

/** GET /api/proxy/games/history/games: the games of the player's history, for the game filter. */
export function getGameHistoryGames(options?: CallOptions) {
  return clientOf(options).get(`${history}/games`, gameHistoryGamesSchema, requestOptions(options));
}

/** GET /api/proxy/games/history/{id}: one round of the player's history with what was played. 404 otherwise. */
export function getGameHistoryRound(id: number, options?: CallOptions) {
  return clientOf(options).get(`${history}/${id}`, gameHistoryRoundSchema, requestOptions(options));
}

/** Under the player's key, so signing out forgets it with the rest of the player's data. */
const historyKey = [...queryKeys.player, 'gameHistory'] as const;

/**
 * The history page by page for one filter: each page starts where the last one's cursor says, so rounds
 * played meanwhile never shift a page (they are newer than the first page's top).
 */
export const gameHistoryPagesQuery = ({
  isAuthenticated,
  limit = historyPageSize,
  ...filter
}: AuthGate & GameHistoryFilter & { limit?: number }) =>
  infiniteQueryOptions({
    queryKey: [...historyKey, 'pages', { ...filter, limit }] as const,
    queryFn: async ({ pageParam, signal }) => {
      const page = (await getGameHistory({ ...filter, limit, cursor: pageParam ?? undefined }, { signal })).data;
      // No answer (timed out) is a failed page: the page offers 'Prøv igen' for it.
      if (!page) throw new Error('game history: no answer');
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isAuthenticated,
  });

/** The games the filter offers. */
export const gameHistoryGamesQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    queryKey: [...historyKey, 'games'] as const,
    queryFn: ({ signal }) => getGameHistoryGames({ signal }).then(dataOf),
    enabled: isAuthenticated,
  });

/** One round's detail; a settled round never changes. */
export const gameHistoryRoundQuery = ({ isAuthenticated, id }: AuthGate & { id: number }) =>
  queryOptions({
    queryKey: [...historyKey, 'round', id] as const,
    queryFn: ({ signal }) => getGameHistoryRound(id, { signal }).then(dataOf),
    enabled: isAuthenticated,
    staleTime: Infinity,
  });

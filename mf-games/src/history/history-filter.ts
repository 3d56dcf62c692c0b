import { historyDays, type GameHistoryFilter } from '@casino/api-client/play';
import { formatIsoDate, gameTexts } from '@casino/locale/games';

// The game history's filter lives in the URL (?game=&from=&to=), so a reload, a shared link and the back
// button keep it. The page checks a period as the server does, to say what is wrong before it asks; the server
// stays the judge (a period it refuses comes back with its own Danish reason).

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The filter of a /mine/spilhistorik URL: what looks like a slug or a date is kept, anything else dropped. */
export function historyFilterFrom(search: string): GameHistoryFilter {
  const query = new URLSearchParams(search);
  const filter: GameHistoryFilter = {};
  const game = query.get('game');
  const from = query.get('from');
  const to = query.get('to');
  if (game && slug.test(game)) filter.game = game;
  if (from && isoDate.test(from)) filter.from = from;
  if (to && isoDate.test(to)) filter.to = to;
  return filter;
}

/** The query string of a filter, empty parts left out. */
export function historySearchOf(filter: GameHistoryFilter): string {
  const query = new URLSearchParams();
  if (filter.game) query.set('game', filter.game);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface PeriodProblems {
  from?: string;
  to?: string;
}

const texts = gameTexts.history;

/** What is wrong with a period the player typed, field by field, in the server's words; empty when nothing. */
export function periodProblems(
  filter: Pick<GameHistoryFilter, 'from' | 'to'>,
  window: { earliest: string; today: string },
): PeriodProblems {
  const problems: PeriodProblems = {};
  const beforeWindow = texts.beforeWindow(historyDays, formatIsoDate(window.earliest));
  const { from, to } = filter;
  if (from !== undefined && !isoDate.test(from)) problems.from = texts.dateInvalid;
  else if (from !== undefined && from < window.earliest) problems.from = beforeWindow;
  else if (from !== undefined && from > window.today) problems.from = texts.fromInFuture;
  if (to !== undefined && !isoDate.test(to)) problems.to = texts.dateInvalid;
  else if (to !== undefined && to < window.earliest) problems.to = beforeWindow;
  if (!problems.from && !problems.to && from && to && from > to) problems.from = texts.fromAfterTo;
  return problems;
}

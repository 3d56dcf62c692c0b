import { danishTimeZone, toDate, type DateInput } from '@casino/locale';

// Dates as numbers, the way an account statement writes them ('27.11.2026 14:05'), and the Danish calendar
// day as an ISO date ('2026-11-27', what a date field holds and the game history's filter sends). Part of
// '@casino/locale/games': only the game history and the server's answers about it use them.

// Made on first use: a formatter with a time zone loads the zone's data, which a page that only imports these
// texts (a game's page) should not pay for.
let numericParts: Intl.DateTimeFormat | undefined;

const numericFormat = () =>
  (numericParts ??= new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: danishTimeZone,
  }));

function partsOf(value: DateInput) {
  const date = toDate(value);
  if (!date) throw new RangeError(`Not a valid date: ${String(value)}`);
  const parts = numericFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year'), hour: part('hour'), minute: part('minute') };
}

/** How far back the game history goes: today (Danish time) and this many days before it (DOMAIN.md: at least 90). */
export const historyDays = 90;

/** '27.11.2026 14:05': the day and the time to the minute, in Danish time (24-hour clock). */
export function formatNumericDateTime(value: DateInput): string {
  const { day, month, year, hour, minute } = partsOf(value);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** The Danish calendar day of an instant as an ISO date, '2026-11-27'. */
export function danishIsoDate(value: DateInput): string {
  const { day, month, year } = partsOf(value);
  return `${year}-${month}-${day}`;
}

/** An ISO date ('2026-11-27') as a statement writes it: '27.11.2026'. */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** The ISO date `days` after (or before, when negative) an ISO date, by the calendar. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(year!, month! - 1, day! + days));
  return shifted.toISOString().slice(0, 10);
}

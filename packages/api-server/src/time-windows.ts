/**
 * Calendar periods in Danish time (Europe/Copenhagen), as Danish operators count deposit limits and report days:
 * the day from local midnight, the ISO week from Monday 00:00, the month from the 1st at 00:00. Summer time is handled
 * by asking Intl for the offset of the instant.
 */
import type { LimitPeriod } from '@casino/api-client/payments';

const zone = 'Europe/Copenhagen';
const day = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: number): LocalParts {
  const parts = partsFormat.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Minutes Copenhagen is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMs(instant: number): number {
  const p = localParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 Danish time on a local calendar date. */
function danishMidnight(year: number, month: number, date: number): Date {
  const guess = Date.UTC(year, month - 1, date);
  let instant = guess - offsetMs(guess);
  // The offset at midnight may differ from the offset at the guess (a summer-time change that day).
  instant = guess - offsetMs(instant);
  return new Date(instant);
}

/** The instant of 00:00 Danish time on an ISO calendar date ('2026-11-27'): where that Danish day begins. */
export function danishDayStart(isoDate: string): Date {
  const [year, month, date] = isoDate.split('-').map(Number);
  return danishMidnight(year!, month!, date!);
}

/** Where the current limit period of `period` began, at `now`. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const p = localParts(now.getTime());
  if (period === 'daily') return danishMidnight(p.year, p.month, p.day);
  if (period === 'monthly') return danishMidnight(p.year, p.month, 1);
  // ISO week: Monday is the first day.
  const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(p.year, p.month - 1, p.day) - weekday * day);
  return danishMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}

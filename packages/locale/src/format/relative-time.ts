import { toDate, type DateInput } from '@casino/locale';

/** Spec section 9: relative time from years down to seconds, narrow style, Danish. */

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

// Largest unit first; calendar lengths are approximated (a month is 30 days, a year 365 days).
const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * day],
  ['month', 30 * day],
  ['week', 7 * day],
  ['day', day],
  ['hour', hour],
  ['minute', minute],
  ['second', second],
];

export interface RelativeTimeOptions {
  /** The moment to compare with; injectable so callers and tests control the clock. */
  now?: DateInput;
}

/**
 * '3 timer siden', 'om 2 dage', '1 år siden'. Uses the largest unit that fits at least once and
 * counts whole units (2 h 59 min ago is '2 timer siden'). Under one second it says 'nu'.
 */
export function formatRelativeTime(value: DateInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  if (!date) throw new RangeError(`Not a valid date: ${String(value)}`);
  const now = toDate(options.now ?? Date.now());
  if (!now) throw new RangeError(`Not a valid 'now': ${String(options.now)}`);

  const elapsed = date.getTime() - now.getTime();
  for (const [unit, size] of units) {
    const count = Math.trunc(elapsed / size);
    if (count !== 0) return new Intl.RelativeTimeFormat('da', { style: 'narrow' }).format(count, unit);
  }
  return new Intl.RelativeTimeFormat('da', { style: 'narrow', numeric: 'auto' }).format(0, 'second');
}

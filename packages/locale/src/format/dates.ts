/** Danish dates, spec section 9: Danish locale, long month, numeric year and day. */

/** What the API and components hand over as a point in time. */
export type DateInput = Date | string | number;

/** The site is Danish: dates show Danish time wherever the device is, unless a caller says otherwise. */
export const danishTimeZone = 'Europe/Copenhagen';

export interface DateFormatOptions {
  timeZone?: string;
}

/** A valid Date for the input, or null for anything that is not a point in time ('', 'igår', NaN). */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function requireDate(value: DateInput): Date {
  const date = toDate(value);
  if (!date) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/** '22. november 2026'. Throws a RangeError for an invalid date, like Intl does. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone ?? danishTimeZone,
  }).format(requireDate(value));
}

/** '22. november 2026 kl. 14.05' (24-hour clock), e.g. for the last login. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone ?? danishTimeZone,
  }).format(requireDate(value));
}

/** '14.05' (24-hour clock, Danish time), e.g. beside a chat message. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat('da-DK', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone ?? danishTimeZone,
  }).format(requireDate(value));
}

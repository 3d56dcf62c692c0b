import { createElement } from 'react';
import { formatDate, formatDateTime, toDate, type DateInput } from './dates.ts';

export interface DateTextProps {
  value: DateInput | null | undefined;
  /** Adds the time: '22. november 2026 kl. 14.05'. */
  withTime?: boolean;
  timeZone?: string;
  className?: string;
}

/**
 * A Danish date (spec section 9) in a machine-readable `<time>`; nothing for a missing or invalid date.
 * Written without JSX so the package also loads on Node's type stripping (the api-server uses its texts).
 */
export function DateText({ value, withTime = false, timeZone, className }: DateTextProps) {
  const date = toDate(value);
  if (!date) return null;
  const text = withTime ? formatDateTime(date, { timeZone }) : formatDate(date, { timeZone });
  return createElement('time', { dateTime: date.toISOString(), className }, text);
}

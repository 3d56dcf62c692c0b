import { formatDate, formatDateTime, formatTime, toDate } from './dates.ts';

// 13:05 UTC is 14:05 in Copenhagen in November (winter time).
const november22 = '2026-11-22T13:05:00Z';

// Spec section 9: dates in the Danish locale, long month, numeric year and day.
describe('Danish dates', () => {
  it('writes the day, the long month name and the year', () => {
    expect(formatDate(november22)).toBe('22. november 2026');
    expect(formatDate(new Date(Date.UTC(2027, 0, 5, 12)))).toBe('5. januar 2027');
  });

  it('shows the date and time of the last login in Danish time', () => {
    expect(formatDateTime(november22)).toBe('22. november 2026 kl. 14.05');
    // Summer time: 07:30 UTC is 09:30 in Copenhagen.
    expect(formatDateTime('2026-07-01T07:30:00Z')).toBe('1. juli 2026 kl. 09.30');
  });

  it('shows the time of a chat message on the 24-hour clock in Danish time', () => {
    expect(formatTime(november22)).toBe('14.05');
    expect(formatTime('2026-07-01T07:30:00Z')).toBe('09.30');
  });

  it('shows the Danish calendar day even when it differs from UTC', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1. januar 2027');
  });

  it('can show another time zone when asked', () => {
    expect(formatDateTime(november22, { timeZone: 'UTC' })).toBe('22. november 2026 kl. 13.05');
  });

  it('accepts timestamps and Date objects', () => {
    const date = new Date(november22);
    expect(formatDate(date.getTime())).toBe('22. november 2026');
    expect(formatDate(date)).toBe('22. november 2026');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });

  it('reads missing and invalid dates as null', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('igår')).toBeNull();
    expect(toDate(november22)?.toISOString()).toBe('2026-11-22T13:05:00.000Z');
  });
});

// SAFE's files are retained as the rules say (the issue "What the regulator sees"; docs/decisions/0056,
// "Retention"): game data at least five years, counted from the end of the year of the day a file reports, and the
// vault has no way to delete.
import { retainedUntil, SAFE_RETENTION_YEARS } from './retention.ts';
import { folderSafeStorage } from './safe-storage.ts';

describe('how long SAFE keeps a file', () => {
  it('keeps a file of any day of a year until the first Danish midnight of the sixth year after it', () => {
    expect(SAFE_RETENTION_YEARS).toBe(5);
    // Copenhagen is UTC+1 in winter: 1 January 2032 00:00 there is 31 December 2031 23:00 UTC.
    expect(retainedUntil('2026-01-01').toISOString()).toBe('2031-12-31T23:00:00.000Z');
    expect(retainedUntil('2026-12-31').toISOString()).toBe('2031-12-31T23:00:00.000Z');
    // However the rule's five years are counted (from the day, from the end of its year), they have passed by then.
    const fiveYearsAfterTheLastDay = new Date('2031-12-31T00:00:00Z');
    expect(retainedUntil('2026-12-31').getTime()).toBeGreaterThan(fiveYearsAfterTheLastDay.getTime());
  });

  it('is a vault nothing can delete from: a file is put or read, never removed', () => {
    expect(Object.keys(folderSafeStorage('/nowhere')).sort()).toEqual(['get', 'location', 'put']);
  });
});

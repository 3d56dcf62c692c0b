import { danishDayStart } from '../time-windows.ts';

// How long SAFE keeps a file: game data is kept at least five years (docs/decisions/0056, "Retention"), counted
// here from the end of the calendar year of the day it reports, the longer of the readings, so no reading of the
// rule finds a file gone too early. Nothing in this site deletes a SAFE file; where the store can hold a file
// against deletion (S3 Object Lock), each file is put locked until this date.

export const SAFE_RETENTION_YEARS = 5;

/** The moment a file of the Danish day `day` (YYYY-MM-DD) may first be deleted: 1 January, five years after its year. */
export function retainedUntil(day: string): Date {
  const year = Number(day.slice(0, 4));
  return danishDayStart(`${year + SAFE_RETENTION_YEARS + 1}-01-01`);
}

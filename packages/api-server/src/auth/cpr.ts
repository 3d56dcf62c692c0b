/**
 * The Danish CPR number (personnummer): DDMMYY-SSSS, the birth date and a serial whose first digit says the
 * century (CPR-kontoret's table). The site reads the age from it; it never stores it in clear (players/cpr-vault.ts).
 */
export interface Cpr {
  /** The ten digits, without the dash. */
  digits: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

const pattern = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/;

/** The century of a CPR number from its seventh digit and its two-digit year. */
function centuryOf(seventh: number, year: number): number {
  if (seventh <= 3) return 1900;
  if (seventh === 4 || seventh === 9) return year <= 36 ? 2000 : 1900;
  return year <= 57 ? 2000 : 1800;
}

/** The CPR number in `text` (with or without the dash, spaces around allowed), or null when it is none. */
export function parseCpr(text: string): Cpr | null {
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yy, serial] = match as unknown as [string, string, string, string, string];
  const year = centuryOf(Number(serial[0]), Number(yy)) + Number(yy);
  const birthDate = `${year}-${mm}-${dd}`;
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate) return null;
  return { digits: `${dd}${mm}${yy}${serial}`, birthDate };
}

/** Today's date in Denmark (YYYY-MM-DD): a birthday starts at midnight Danish time. */
export function danishDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(now);
}

/** Full years between a birth date and `now` (both as Danish calendar dates). */
export function ageOn(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = danishDate(now).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Gambling in Denmark is for 18 years and older (DOMAIN.md "Becoming a player"). */
export const MINIMUM_AGE = 18;

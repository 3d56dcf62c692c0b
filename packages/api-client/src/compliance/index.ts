// '@casino/api-client/compliance': the compliance view of the agent console, what was reported to the Danish
// Gambling Authority's SAFE. Read only: the reporting itself is the server's job.
import { z } from 'zod/mini';
import { clientOf, isoDateTimeSchema, kronerSchema, requestOptions, type CallOptions } from '@casino/api-client';
import { complianceTexts } from '@casino/locale/compliance';

const count = z.number().check(z.int(), z.nonnegative());

/** A Danish calendar day as the reports name it, '2026-11-27'; a day asked for that is none is refused in Danish. */
export const reportDaySchema = z.iso.date({ error: complianceTexts.dayInvalid });

/** A day's game figures: how many games, their stakes (without the jackpot's share), the share, the wins. */
export const dayFiguresSchema = z.object({
  games: count,
  stake: kronerSchema,
  jackpotContribution: kronerSchema,
  wins: kronerSchema,
});
export type DayFigures = z.output<typeof dayFiguresSchema>;

export const safeDaySummarySchema = z.object({
  day: reportDaySchema,
  files: count,
  /** Games reported for the day (packed or still waiting to be). */
  games: count,
  endOfDay: z.boolean(),
});
export type SafeDaySummary = z.output<typeof safeDaySummarySchema>;
export const safeDaysSchema = z.array(safeDaySummarySchema).check(z.maxLength(400));

export const safeFileKinds = ['KasinoSpil', 'JackpotUdloesning', 'EndOfDay'] as const;
export const macVerdicts = ['ok', 'differs', 'missing', 'unchained'] as const;

export const safeFileSchema = z.object({
  path: z.string().check(z.maxLength(300)),
  kind: z.enum(safeFileKinds),
  sequence: count,
  bytes: count,
  records: count,
  sealedAt: isoDateTimeSchema,
  retainedUntil: isoDateTimeSchema,
  /** The MAC recomputed over the file on SAFE against the one it was sealed with. */
  mac: z.enum(macVerdicts),
  /** Every standard record in it valid against the schema. */
  valid: z.boolean(),
  /** What is wrong with it, as the verification says it. */
  problems: z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(50)),
});
export type SafeFile = z.output<typeof safeFileSchema>;

export const safeDayReportSchema = z.object({
  day: reportDaySchema,
  files: z.array(safeFileSchema).check(z.maxLength(10_000)),
  check: z.object({
    /** What the day's End Of Day on SAFE says; null before it is filed (or when it cannot be read). */
    filed: z.nullable(dayFiguresSchema),
    /** The games reported for the day so far. */
    reported: dayFiguresSchema,
    ledger: dayFiguresSchema,
    /** The End Of Day equals the ledger; before it is filed, what is reported so far equals the ledger. */
    matches: z.boolean(),
    dayOver: z.boolean(),
  }),
});
export type SafeDayReport = z.output<typeof safeDayReportSchema>;

const basePath = '/api/proxy/compliance/safe/days';

/** GET /api/proxy/compliance/safe/days: the days with game data reported, newest first. */
export function getSafeDays(options?: CallOptions) {
  return clientOf(options).get(basePath, safeDaysSchema, requestOptions(options));
}

/** GET /api/proxy/compliance/safe/days/{day}: the day's files, each verified now, and its End Of Day check. */
export function getSafeDay(day: string, options?: CallOptions) {
  return clientOf(options).get(`${basePath}/${day}`, safeDayReportSchema, requestOptions(options));
}

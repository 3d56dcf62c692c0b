import type { ThemeName } from './remotes.ts';

/**
 * Campaign date ranges, spec section 3: active if now lies between `from` and `to` (both inclusive),
 * or always active if either bound is missing.
 *
 * A bound is a Date, a timestamp or an ISO string. A date-only string ('2026-10-31') means that whole
 * Danish calendar day: `from` starts at its midnight and `to` ends at its last millisecond, so a
 * campaign 'to 2026-10-31' still runs on the evening of 31 October. An unreadable bound makes the
 * campaign inactive: a typo must not switch a seasonal theme on forever.
 */

export type CampaignBound = Date | string | number | null | undefined;

export interface CampaignDateRange {
  from?: CampaignBound;
  to?: CampaignBound;
}

export interface ThemeCampaign extends CampaignDateRange {
  theme: ThemeName;
}

const campaignTimeZone = 'Europe/Copenhagen';
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/u;

function isMissing(bound: CampaignBound): bound is null | undefined | '' {
  return bound === null || bound === undefined || bound === '';
}

// Made on first use and kept: a formatter with a time zone is costly to make, and the theme is chosen again
// on every change of address.
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Minutes the Danish clock is ahead of UTC at an instant (60 in winter, 120 in summer). */
function danishOffsetMinutes(instant: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: campaignTimeZone, timeZoneName: 'longOffset' });
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/u.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a Danish wall-clock time happens. */
function danishInstant(year: number, month: number, day: number, endOfDay: boolean): number {
  const wallClock = endOfDay ? Date.UTC(year, month - 1, day, 23, 59, 59, 999) : Date.UTC(year, month - 1, day);
  // The offset at the guessed instant is right except within an hour of a DST switch; a second pass fixes that.
  const guess = wallClock - danishOffsetMinutes(wallClock) * 60_000;
  return wallClock - danishOffsetMinutes(guess) * 60_000;
}

/** Milliseconds of a present bound, or NaN when it cannot be read. */
function boundTime(bound: Date | string | number, endOfDay: boolean): number {
  if (typeof bound === 'string') {
    const day = dateOnly.exec(bound.trim());
    if (day) return danishInstant(Number(day[1]), Number(day[2]), Number(day[3]), endOfDay);
    return Date.parse(bound);
  }
  return bound instanceof Date ? bound.getTime() : bound;
}

export function isCampaignActive(range: CampaignDateRange, now: Date | number = Date.now()): boolean {
  const { from, to } = range;
  if (isMissing(from) || isMissing(to)) return true;
  const start = boundTime(from, false);
  const end = boundTime(to, true);
  const at = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false;
  return start <= at && at <= end;
}

/**
 * The seasonal theme of the active campaign, or 'default' when none is active. A campaign with both
 * dates beats an open-ended one (a dated Halloween week wins over an always-on theme); otherwise the
 * first in the list wins.
 */
export function activeCampaignTheme(campaigns: readonly ThemeCampaign[], now: Date | number = Date.now()): ThemeName {
  const active = campaigns.filter((campaign) => isCampaignActive(campaign, now));
  const dated = active.find((campaign) => !isMissing(campaign.from) && !isMissing(campaign.to));
  return (dated ?? active[0])?.theme ?? 'default';
}

/**
 * Marketing consent reminders, spec section 4: once per session after login (justLoggedIn), the
 * newsletter prompt before the SMS prompt, each shown once per 180 days thanks to a cookie flag
 * (spec section 9: max-age 15552000 s, path /).
 */

export type ReminderPrompt = 'newsletter' | 'sms';

/** The cookie's two flags: which prompts were already shown. */
export interface ReminderFlags {
  newsletter: boolean;
  sms: boolean;
}

export const marketingReminderCookie = {
  name: 'marketing_reminder',
  maxAgeSeconds: 15_552_000,
  path: '/',
} as const;

export const noReminderFlags: ReminderFlags = { newsletter: false, sms: false };

/** The consents of the logged-in player (spec section 3, profile). */
export interface ReminderProfile {
  acceptedNewsletters?: boolean | null;
  hasAcceptedSms?: boolean | null;
}

export interface ReminderDecision {
  prompt: ReminderPrompt | null;
  flags: ReminderFlags;
  /** The `document.cookie` assignment to store the new flags, or null when nothing changed. */
  setCookie: string | null;
}

export interface ReminderInput {
  justLoggedIn: boolean;
  /** The logged-in player's profile; reminders need one (spec section 6). */
  profile: ReminderProfile | null | undefined;
  flags: ReminderFlags;
  /** Secure cookie on https. */
  secure?: boolean;
}

export function decideMarketingReminder({ justLoggedIn, profile, flags, secure }: ReminderInput): ReminderDecision {
  const prompt = chooseReminderPrompt(justLoggedIn, profile, flags);
  if (!prompt) return { prompt: null, flags, setCookie: null };
  const next = { ...flags, [prompt]: true };
  return { prompt, flags: next, setCookie: serialiseReminderCookie(next, { secure }) };
}

function chooseReminderPrompt(
  justLoggedIn: boolean,
  profile: ReminderProfile | null | undefined,
  flags: ReminderFlags,
): ReminderPrompt | null {
  if (!justLoggedIn || !profile) return null;
  if (!profile.acceptedNewsletters && !flags.newsletter) return 'newsletter';
  if (!profile.hasAcceptedSms && !flags.sms) return 'sms';
  return null;
}

// The value lists the set flags joined by '.', e.g. 'newsletter.sms': only cookie-safe characters.
const separator = '.';

/** The reminder flags from a `document.cookie` string; missing or unreadable means no flag set. */
export function parseReminderCookie(cookieHeader: string | null | undefined): ReminderFlags {
  const prefix = `${marketingReminderCookie.name}=`;
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return { ...noReminderFlags };
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return { ...noReminderFlags };
  }
  const set = new Set(value.split(separator));
  return { newsletter: set.has('newsletter'), sms: set.has('sms') };
}

/** The `document.cookie` assignment storing the flags for 180 days on path /. */
export function serialiseReminderCookie(flags: ReminderFlags, options: { secure?: boolean } = {}): string {
  const value = (['newsletter', 'sms'] as const).filter((flag) => flags[flag]).join(separator);
  const { name, maxAgeSeconds, path } = marketingReminderCookie;
  const attributes = [`${name}=${value}`, `Max-Age=${maxAgeSeconds}`, `Path=${path}`, 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

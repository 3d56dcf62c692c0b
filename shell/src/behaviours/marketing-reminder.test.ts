import {
  decideMarketingReminder,
  noReminderFlags,
  parseReminderCookie,
  serialiseReminderCookie,
  type ReminderFlags,
  type ReminderProfile,
} from './marketing-reminder.ts';

const noConsent: ReminderProfile = { acceptedNewsletters: false, hasAcceptedSms: false };
const flags = (newsletter: boolean, sms: boolean): ReminderFlags => ({ newsletter, sms });

// Spec section 4 (marketing reminder) and section 9 (cookie 15552000 s, path /).
describe('marketing reminder decision', () => {
  it('asks for the newsletter first, right after login, and remembers it in the cookie', () => {
    const decision = decideMarketingReminder({ justLoggedIn: true, profile: noConsent, flags: noReminderFlags });
    expect(decision.prompt).toBe('newsletter');
    expect(decision.flags).toEqual(flags(true, false));
    expect(decision.setCookie).toBe('marketing_reminder=newsletter; Max-Age=15552000; Path=/; SameSite=Lax');
  });

  it('asks for SMS on the next login once the newsletter prompt was shown', () => {
    const decision = decideMarketingReminder({ justLoggedIn: true, profile: noConsent, flags: flags(true, false) });
    expect(decision.prompt).toBe('sms');
    expect(decision.flags).toEqual(flags(true, true));
    expect(decision.setCookie).toBe('marketing_reminder=newsletter.sms; Max-Age=15552000; Path=/; SameSite=Lax');
  });

  it('asks for SMS straight away when the player already gets the newsletter', () => {
    const profile = { acceptedNewsletters: true, hasAcceptedSms: false };
    const decision = decideMarketingReminder({ justLoggedIn: true, profile, flags: noReminderFlags });
    expect(decision.prompt).toBe('sms');
    expect(decision.flags).toEqual(flags(false, true));
  });

  it('shows nothing when both prompts were shown within the cookie lifetime', () => {
    const decision = decideMarketingReminder({ justLoggedIn: true, profile: noConsent, flags: flags(true, true) });
    expect(decision).toEqual({ prompt: null, flags: flags(true, true), setCookie: null });
  });

  it('shows nothing to a player who accepted both', () => {
    const profile = { acceptedNewsletters: true, hasAcceptedSms: true };
    expect(decideMarketingReminder({ justLoggedIn: true, profile, flags: noReminderFlags }).prompt).toBeNull();
  });

  it('shows nothing on page views that do not follow a login', () => {
    const decision = decideMarketingReminder({ justLoggedIn: false, profile: noConsent, flags: noReminderFlags });
    expect(decision).toEqual({ prompt: null, flags: noReminderFlags, setCookie: null });
  });

  it('shows nothing without a logged-in profile (spec section 6)', () => {
    expect(decideMarketingReminder({ justLoggedIn: true, profile: null, flags: noReminderFlags }).prompt).toBeNull();
  });

  it('treats unknown consent as not accepted', () => {
    expect(decideMarketingReminder({ justLoggedIn: true, profile: {}, flags: noReminderFlags }).prompt).toBe(
      'newsletter',
    );
  });

  it('marks the cookie Secure when asked', () => {
    const decision = decideMarketingReminder({
      justLoggedIn: true,
      profile: noConsent,
      flags: noReminderFlags,
      secure: true,
    });
    expect(decision.setCookie).toMatch(/; Secure$/u);
  });
});

describe('marketing reminder cookie', () => {
  it.each([[flags(false, false)], [flags(true, false)], [flags(false, true)], [flags(true, true)]])(
    'reads back what it wrote: %p',
    (written) => {
      const assignment = serialiseReminderCookie(written);
      const stored = assignment.split(';')[0];
      expect(parseReminderCookie(`theme=winter; ${stored}; other=1`)).toEqual(written);
    },
  );

  it('lasts 180 days on every path', () => {
    expect(serialiseReminderCookie(flags(true, false))).toContain('Max-Age=15552000; Path=/');
  });

  it.each([
    undefined,
    null,
    '',
    'other=1',
    'marketing_reminder=',
    'marketing_reminder=%E0%A4%A',
    'xmarketing_reminder=sms',
  ])('reads a missing or broken cookie as no flags: %p', (cookie) => {
    expect(parseReminderCookie(cookie)).toEqual(noReminderFlags);
  });

  it('ignores unknown flags', () => {
    expect(parseReminderCookie('marketing_reminder=sms.push')).toEqual(flags(false, true));
  });
});

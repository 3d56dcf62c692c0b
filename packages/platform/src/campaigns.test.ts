import { activeCampaignTheme, isCampaignActive } from './campaigns.ts';

const at = (iso: string) => new Date(iso);

// Spec section 3: a campaign is active if now lies between from and to, or always if a bound is missing.
describe('campaign date ranges', () => {
  const range = { from: '2026-10-01T00:00:00Z', to: '2026-10-31T12:00:00Z' };

  it('is active while now lies between the dates, bounds included', () => {
    expect(isCampaignActive(range, at('2026-10-15T12:00:00Z'))).toBe(true);
    expect(isCampaignActive(range, at('2026-10-01T00:00:00Z'))).toBe(true);
    expect(isCampaignActive(range, at('2026-10-31T12:00:00Z'))).toBe(true);
  });

  it('is inactive before it starts and after it ends', () => {
    expect(isCampaignActive(range, at('2026-09-30T23:59:59.999Z'))).toBe(false);
    expect(isCampaignActive(range, at('2026-10-31T12:00:00.001Z'))).toBe(false);
  });

  it.each([
    [{}],
    [{ from: '2099-01-01T00:00:00Z' }],
    [{ to: '2000-01-01T00:00:00Z' }],
    [{ from: null, to: '2000-01-01T00:00:00Z' }],
    [{ from: '2099-01-01T00:00:00Z', to: '' }],
  ])('is always active when a bound is missing: %p', (openRange) => {
    expect(isCampaignActive(openRange, at('2026-10-15T12:00:00Z'))).toBe(true);
  });

  it('runs a date-only range over whole Danish calendar days', () => {
    const halloween = { from: '2026-10-31', to: '2026-10-31' };
    // 31 October 2026 is winter time (UTC+1): the Danish day is 30 Oct 23:00 to 31 Oct 22:59:59.999 UTC.
    expect(isCampaignActive(halloween, at('2026-10-30T22:59:59.999Z'))).toBe(false);
    expect(isCampaignActive(halloween, at('2026-10-30T23:00:00Z'))).toBe(true);
    expect(isCampaignActive(halloween, at('2026-10-31T22:59:59.999Z'))).toBe(true);
    expect(isCampaignActive(halloween, at('2026-10-31T23:00:00Z'))).toBe(false);
  });

  it('uses summer time for date-only bounds in summer', () => {
    const midsummer = { from: '2026-06-23', to: '2026-06-23' };
    expect(isCampaignActive(midsummer, at('2026-06-22T21:59:59.999Z'))).toBe(false);
    expect(isCampaignActive(midsummer, at('2026-06-22T22:00:00Z'))).toBe(true);
    expect(isCampaignActive(midsummer, at('2026-06-23T21:59:59.999Z'))).toBe(true);
  });

  it('accepts Date objects and timestamps as bounds and now', () => {
    const from = at('2026-12-01T00:00:00Z');
    const to = at('2026-12-31T00:00:00Z').getTime();
    expect(isCampaignActive({ from, to }, at('2026-12-24T18:00:00Z').getTime())).toBe(true);
    expect(isCampaignActive({ from, to }, at('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('stays inactive when a date cannot be read, instead of running forever', () => {
    expect(isCampaignActive({ from: 'første december', to: '2026-12-31' }, at('2026-12-24T12:00:00Z'))).toBe(false);
    expect(isCampaignActive({ from: '2026-12-01', to: Number.NaN }, at('2026-12-24T12:00:00Z'))).toBe(false);
    expect(isCampaignActive({ from: '2026-12-01', to: new Date('x') }, at('2026-12-24T12:00:00Z'))).toBe(false);
  });

  it('is never active when the end comes before the start', () => {
    expect(isCampaignActive({ from: '2026-12-31', to: '2026-12-01' }, at('2026-12-15T12:00:00Z'))).toBe(false);
  });

  describe('with the real clock', () => {
    beforeEach(() => jest.useFakeTimers({ now: at('2026-12-24T12:00:00Z') }));
    afterEach(() => jest.useRealTimers());

    it('compares with the current time when no now is given', () => {
      expect(isCampaignActive({ from: '2026-12-01', to: '2026-12-31' })).toBe(true);
      jest.setSystemTime(at('2027-01-02T12:00:00Z'));
      expect(isCampaignActive({ from: '2026-12-01', to: '2026-12-31' })).toBe(false);
    });
  });
});

// Spec sections 1 and 4: seasonal themes (default, winter, halloween) come from campaigns.
describe('seasonal theme', () => {
  const campaigns = [
    { theme: 'winter', from: '2026-12-01', to: '2027-02-28' },
    { theme: 'halloween', from: '2026-10-24', to: '2026-10-31' },
  ] as const;

  it('chooses the theme of the active campaign', () => {
    expect(activeCampaignTheme(campaigns, at('2026-12-24T12:00:00Z'))).toBe('winter');
    expect(activeCampaignTheme(campaigns, at('2026-10-28T12:00:00Z'))).toBe('halloween');
  });

  it('falls back to the default theme when no campaign is active', () => {
    expect(activeCampaignTheme(campaigns, at('2026-07-01T12:00:00Z'))).toBe('default');
    expect(activeCampaignTheme([], at('2026-07-01T12:00:00Z'))).toBe('default');
  });

  it('prefers a dated campaign over an always-on one', () => {
    const withAlwaysOn = [{ theme: 'winter' } as const, ...campaigns];
    expect(activeCampaignTheme(withAlwaysOn, at('2026-10-28T12:00:00Z'))).toBe('halloween');
    expect(activeCampaignTheme(withAlwaysOn, at('2026-07-01T12:00:00Z'))).toBe('winter');
  });

  it('takes the first of overlapping dated campaigns', () => {
    const overlapping = [
      { theme: 'halloween', from: '2026-10-01', to: '2026-11-30' },
      { theme: 'winter', from: '2026-11-01', to: '2027-01-31' },
    ] as const;
    expect(activeCampaignTheme(overlapping, at('2026-11-15T12:00:00Z'))).toBe('halloween');
  });
});

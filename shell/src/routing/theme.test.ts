import { chooseTheme } from './theme.ts';

// Spec section 4 (Theme): the query theme wins; the game play page always uses the default theme.
describe('theme choice on a route change', () => {
  it('uses the theme named in the query', () => {
    expect(chooseTheme('/', '?theme=winter')).toBe('winter');
    expect(chooseTheme('/spil', '?theme=halloween')).toBe('halloween');
  });

  it('keeps the play page on the default theme whatever the query says', () => {
    expect(chooseTheme('/spil/book-of-ra/spil', '?theme=winter')).toBe('default');
  });

  it('falls back to the default theme for a missing or unknown theme', () => {
    expect(chooseTheme('/', '')).toBe('default');
    expect(chooseTheme('/', '?theme=summer')).toBe('default');
  });

  it('does not treat the game page itself as the play page', () => {
    expect(chooseTheme('/spil/book-of-ra', '?theme=winter')).toBe('winter');
  });
});

// Spec sections 3 and 4: campaigns with date ranges choose the theme when the query does not.
describe('theme choice with campaigns', () => {
  const campaigns = [
    { theme: 'halloween' as const, from: '2026-10-24', to: '2026-10-31' },
    { theme: 'winter' as const, from: '2026-12-01', to: '2027-01-06' },
  ];

  it('uses the theme of the campaign running now', () => {
    expect(chooseTheme('/', '', campaigns, Date.parse('2026-10-31T21:00:00Z'))).toBe('halloween');
    expect(chooseTheme('/spil', '', campaigns, Date.parse('2026-12-24T12:00:00Z'))).toBe('winter');
  });

  it('falls back to default between campaigns', () => {
    expect(chooseTheme('/', '', campaigns, Date.parse('2026-11-15T12:00:00Z'))).toBe('default');
  });

  it('lets the query theme win over a running campaign', () => {
    expect(chooseTheme('/', '?theme=halloween', campaigns, Date.parse('2026-12-24T12:00:00Z'))).toBe('halloween');
  });

  it('keeps the play page on default during a campaign', () => {
    expect(chooseTheme('/spil/book-of-ra/spil', '', campaigns, Date.parse('2026-12-24T12:00:00Z'))).toBe('default');
  });

  it('treats a campaign with a missing date as always running', () => {
    expect(chooseTheme('/', '', [{ theme: 'winter', from: '2026-12-01' }], Date.parse('2020-01-01T00:00:00Z'))).toBe(
      'winter',
    );
  });
});

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

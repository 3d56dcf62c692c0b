import { generateCatalogue } from './catalogue.ts';
import { createRandom } from '../random.ts';
import { slugify } from './slugify.ts';
import { SEED_USERS } from '../sandbox-people/seed-users.ts';

describe('the seed', () => {
  it('generates the same catalogue from the same seed, so tests can rely on it', () => {
    expect(generateCatalogue(createRandom(7))).toEqual(generateCatalogue(createRandom(7)));
  });

  it('has at least 300 games with unique slugs across slots, table games, jackpots and scratch cards', () => {
    const { games, terms } = generateCatalogue(createRandom(20_260_101));
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.slug)).size).toBe(games.length);
    for (const slug of ['slots', 'bordspil', 'jackpot', 'skrabespil']) {
      const term = terms.find((t) => t.slug === slug)!;
      expect(games.filter((g) => g.termIds.includes(term.id)).length).toBeGreaterThanOrEqual(10);
    }
    expect(games.every((g) => g.betMinOre <= g.betMaxOre && g.volatility >= 1 && g.volatility <= 5)).toBe(true);
    expect(games.filter((g) => g.jackpotOre !== null).every((g) => g.termIds.includes(4))).toBe(true);
  });

  it('makes WordPress-style slugs from Danish titles', () => {
    expect(slugify('Kleopatras Øje & Ærlige Åer')).toBe('kleopatras-oeje-aerlige-aaer');
  });

  it('documents distinct logins with one password', () => {
    const emails = Object.values(SEED_USERS).map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(Object.values(SEED_USERS).map((u) => u.password))).toEqual(new Set(['Casino2026!']));
  });
});

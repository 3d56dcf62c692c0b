import { allGames, type CatalogueFilter } from './catalogue-filter.ts';
import {
  catalogueGames,
  catalogueView,
  indexGames,
  matchingGames,
  searchKey,
  searchWords,
  termCounts,
  type ListedGame,
} from './game-list.ts';
import { sortGames } from './game-order.ts';

const term = (slug: string) => ({ id: slug.length, name: slug, slug });

function game(title: string, extra: Partial<ListedGame> = {}): ListedGame {
  return {
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    categories: [],
    tags: [],
    jackpot: null,
    popularity: 0,
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

const odin = game('Odins Guld', {
  categories: [term('slots')],
  tags: [term('vikinger'), term('guld')],
  popularity: 40,
  publishedAt: '2025-03-01T00:00:00.000Z',
});
const aeble = game('Æblefest', { categories: [term('slots')], tags: [term('frugt')], popularity: 5 });
const aal = game('Ålens Skat', {
  categories: [term('jackpot')],
  tags: [term('hav'), term('guld')],
  jackpot: 125_000,
  popularity: 40,
  publishedAt: '2025-05-01T00:00:00.000Z',
});
const zeus = game('Zeus Jackpot', { categories: [term('jackpot')], jackpot: 2_500_000.5, popularity: 1 });
const roulette = game('Europæisk Roulette', {
  categories: [term('bordspil')],
  publishedAt: '2025-06-01T00:00:00.000Z',
});
const games = [odin, aeble, aal, zeus, roulette];

const titles = (list: readonly ListedGame[]) => list.map((g) => g.title);
const view = (overrides: Partial<CatalogueFilter>): CatalogueFilter => ({ ...allGames, ...overrides });

// Search by title, sorting (popular, newest, A–Å, jackpot), filters combinable, chips with counts.
describe('the catalogue list', () => {
  it('finds games by words of the title, in any case, Danish letters included', () => {
    expect(titles(matchingGames(games, { category: null, tag: null, search: 'GULD' }))).toEqual(['Odins Guld']);
    expect(titles(matchingGames(games, { category: null, tag: null, search: 'skat ål' }))).toEqual(['Ålens Skat']);
    expect(titles(matchingGames(games, { category: null, tag: null, search: 'æble' }))).toEqual(['Æblefest']);
    expect(matchingGames(games, { category: null, tag: null, search: 'poker' })).toEqual([]);
  });

  it('combines category, tag and search', () => {
    expect(titles(catalogueGames(games, view({ tag: 'guld' })))).toEqual(['Ålens Skat', 'Odins Guld']);
    expect(titles(catalogueGames(games, view({ category: 'jackpot', tag: 'guld' })))).toEqual(['Ålens Skat']);
    expect(catalogueGames(games, view({ category: 'jackpot', tag: 'guld', search: 'odin' }))).toEqual([]);
  });

  it('sorts A–Å the Danish way: Æ, Ø and Å after Z', () => {
    expect(titles(sortGames(games, 'title'))).toEqual([
      'Europæisk Roulette',
      'Odins Guld',
      'Zeus Jackpot',
      'Æblefest',
      'Ålens Skat',
    ]);
  });

  it('sorts the most played first, equally played ones newest first', () => {
    expect(titles(sortGames(games, 'popular')).slice(0, 3)).toEqual(['Ålens Skat', 'Odins Guld', 'Æblefest']);
  });

  it('sorts newest first', () => {
    expect(titles(sortGames(games, 'newest')).slice(0, 3)).toEqual(['Europæisk Roulette', 'Ålens Skat', 'Odins Guld']);
  });

  it('sorts the biggest jackpot first and games without a jackpot after them', () => {
    expect(titles(sortGames(games, 'jackpot'))).toEqual([
      'Zeus Jackpot',
      'Ålens Skat',
      'Europæisk Roulette',
      'Odins Guld',
      'Æblefest',
    ]);
  });

  it('keeps the chosen order while filtering', () => {
    expect(titles(catalogueGames(games, view({ sort: 'title', search: 's' })))).toEqual([
      'Europæisk Roulette',
      'Odins Guld',
      'Zeus Jackpot',
      'Æblefest',
      'Ålens Skat',
    ]);
    expect(titles(catalogueGames(games, view({ sort: 'jackpot', category: 'jackpot' })))).toEqual([
      'Zeus Jackpot',
      'Ålens Skat',
    ]);
  });

  it('counts each chip with the other filters kept, so a count says what choosing it shows', () => {
    const filter = { category: 'slots', tag: null, search: '' };
    expect(termCounts(games, filter, 'tag')).toEqual(
      new Map([
        ['vikinger', 1],
        ['guld', 1],
        ['frugt', 1],
      ]),
    );
    // The category's own choice does not narrow the category counts.
    expect(termCounts(games, filter, 'category')).toEqual(
      new Map([
        ['slots', 2],
        ['jackpot', 2],
        ['bordspil', 1],
      ]),
    );
    expect(termCounts(games, { category: null, tag: 'guld', search: '' }, 'category')).toEqual(
      new Map([
        ['slots', 1],
        ['jackpot', 1],
      ]),
    );
  });

  it('filters 2,000 games in a few milliseconds (they filter smoothly while the player types)', () => {
    const many = Array.from({ length: 2_000 }, (_, i) =>
      game(`${games[i % games.length]!.title} ${i}`, { ...games[i % games.length], slug: `spil-${i}` }),
    );
    catalogueGames(many, view({ search: 'o' }));
    const started = performance.now();
    for (const search of ['g', 'gu', 'gul', 'guld', 'guld 1']) catalogueGames(many, view({ search }));
    expect((performance.now() - started) / 5).toBeLessThan(20);
  });

  it('keeps the chosen order and counts the chips in the same pass as the list', () => {
    const filter = view({ tag: 'guld', search: 'skat', sort: 'title' });
    const shown = catalogueView(indexGames(games), filter);
    expect(titles(shown.games)).toEqual(catalogueGames(games, filter).map((g) => g.title));
    expect(shown.categoryCounts).toEqual(termCounts(games, filter, 'category'));
    expect(shown.tagCounts).toEqual(termCounts(games, filter, 'tag'));
  });
});

// Spec sections 1 and 2 (players browse the games of /spil): search keys worked out once per list, so a
// keystroke only compares strings.
describe('the search keys of a games list', () => {
  it('lowers Æ, Ø and Å like every other letter, and composes an å typed as a and a ring', () => {
    expect(searchKey('ÆBLEFEST Ørnens ÅLENS')).toBe('æblefest ørnens ålens');
    expect(searchKey('A\u030Alens')).toBe('ålens');
    expect(searchWords('  Ålens   SKAT ')).toEqual(['ålens', 'skat']);
  });

  it('finds a title whichever way its Danish letters were typed', () => {
    const search = (text: string) => titles(matchingGames(games, { category: null, tag: null, search: text }));
    expect(search('ÅLENS')).toEqual(['Ålens Skat']);
    expect(search('a\u030Alens')).toEqual(['Ålens Skat']);
    expect(search('EUROPÆISK')).toEqual(['Europæisk Roulette']);
    expect(search('øre')).toEqual([]);
  });

  it('works out a list once: the same list gives the same index, and each order is sorted once', () => {
    const index = indexGames(games);
    expect(indexGames(games)).toBe(index);
    expect(index.entries.map((entry) => entry.key)).toEqual([
      'odins guld',
      'æblefest',
      'ålens skat',
      'zeus jackpot',
      'europæisk roulette',
    ]);
    expect(index.entries[0]).toMatchObject({ categories: ['slots'], tags: ['vikinger', 'guld'] });
    const first = catalogueView(index, view({ sort: 'jackpot', search: 'a' }));
    const sorted = index.sorted.jackpot;
    catalogueView(index, view({ sort: 'jackpot', search: 'ab' }));
    expect(index.sorted.jackpot).toBe(sorted);
    // Æ and Å are letters of their own: an a finds neither.
    expect(titles(first.games)).toEqual(['Zeus Jackpot', 'Ålens Skat']);
  });

  it('gives a keystroke its list and chip counts from 2,000 games well within a frame', () => {
    const many = Array.from({ length: 2_000 }, (_, i) =>
      game(`${games[i % games.length]!.title} ${i}`, { ...games[i % games.length], slug: `spil-${i}` }),
    );
    const index = indexGames(many);
    catalogueView(index, view({ search: 'o' }));
    const started = performance.now();
    for (const search of ['g', 'gu', 'gul', 'guld', 'guld 1', 'guld 1', 'guld', 'gul', 'gu', 'g'])
      catalogueView(index, view({ search }));
    expect((performance.now() - started) / 10).toBeLessThan(8);
  });
});

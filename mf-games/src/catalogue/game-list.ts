import type { Game } from '@casino/api-client';
import type { CatalogueFilter, SortOrder } from './catalogue-filter.ts';

/** What filtering and sorting read of a game. */
export type ListedGame = Pick<
  Game,
  'slug' | 'title' | 'categories' | 'tags' | 'jackpot' | 'popularity' | 'publishedAt'
>;

/** Danish alphabetical order: Æ, Ø and Å come after Z ("A–Å"). */
const danish = new Intl.Collator('da-DK', { sensitivity: 'base', numeric: true });

const lower = (text: string) => text.toLocaleLowerCase('da-DK');

/** The words of a search; a title matches when it contains every one of them. */
export function searchWords(search: string): string[] {
  return lower(search).split(/\s+/u).filter(Boolean);
}

// Titles are lower-cased once per list, not on every keystroke (2,000 games filter while the player types).
const lowerTitles = new WeakMap<readonly ListedGame[], string[]>();

function titlesOf(games: readonly ListedGame[]): string[] {
  let titles = lowerTitles.get(games);
  if (!titles) {
    titles = games.map((game) => lower(game.title));
    lowerTitles.set(games, titles);
  }
  return titles;
}

const inTerm = (terms: ListedGame['categories'], slug: string | null) =>
  slug === null || terms.some((term) => term.slug === slug);

/** The games a filter keeps, in the list's order. `ignore` leaves one term filter out (for chip counts). */
export function matchingGames<G extends ListedGame>(
  games: readonly G[],
  filter: Pick<CatalogueFilter, 'category' | 'tag' | 'search'>,
  ignore?: 'category' | 'tag',
): G[] {
  const words = searchWords(filter.search);
  const titles = words.length ? titlesOf(games) : [];
  const category = ignore === 'category' ? null : filter.category;
  const tag = ignore === 'tag' ? null : filter.tag;
  return games.filter(
    (game, i) =>
      inTerm(game.categories, category) && inTerm(game.tags, tag) && words.every((word) => titles[i]!.includes(word)),
  );
}

const byTitle = (a: ListedGame, b: ListedGame) => danish.compare(a.title, b.title);
const byNewest = (a: ListedGame, b: ListedGame) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '');

const comparators: Record<SortOrder, (a: ListedGame, b: ListedGame) => number> = {
  /** Most rounds in the last 30 days first; equally played games newest first. */
  popular: (a, b) => b.popularity - a.popularity || byNewest(a, b) || byTitle(a, b),
  newest: (a, b) => byNewest(a, b) || byTitle(a, b),
  title: byTitle,
  /** Biggest jackpot first; games without one after them, A–Å. */
  jackpot: (a, b) => (b.jackpot ?? -1) - (a.jackpot ?? -1) || byTitle(a, b),
};

/** A sorted copy; the order is total, so equal views list equally on every device. */
export function sortGames<G extends ListedGame>(games: readonly G[], order: SortOrder): G[] {
  return [...games].sort(comparators[order]);
}

// Each order is sorted once per list; a keystroke then only filters the sorted list (filtering keeps order).
const sortedLists = new WeakMap<readonly ListedGame[], Partial<Record<SortOrder, readonly ListedGame[]>>>();

function sortedOnce<G extends ListedGame>(games: readonly G[], order: SortOrder): readonly G[] {
  const byOrder = sortedLists.get(games) ?? {};
  sortedLists.set(games, byOrder);
  return (byOrder[order] ??= sortGames(games, order)) as readonly G[];
}

/** The catalogue's view of a filter: matching games in the chosen order. */
export function catalogueGames<G extends ListedGame>(games: readonly G[], filter: CatalogueFilter): G[] {
  return matchingGames(sortedOnce(games, filter.sort), filter);
}

/**
 * How many games each chip would show with the other filters kept (a category chip counts the games
 * of that category matching the tag and search, and the other way round).
 */
export function termCounts(
  games: readonly ListedGame[],
  filter: Pick<CatalogueFilter, 'category' | 'tag' | 'search'>,
  taxonomy: 'category' | 'tag',
): Map<string, number> {
  const counts = new Map<string, number>();
  const key = taxonomy === 'category' ? 'categories' : 'tags';
  for (const game of matchingGames(games, filter, taxonomy))
    for (const term of game[key]) counts.set(term.slug, (counts.get(term.slug) ?? 0) + 1);
  return counts;
}

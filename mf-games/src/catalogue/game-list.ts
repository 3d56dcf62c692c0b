import type { CatalogueFilter, SortOrder } from './catalogue-filter.ts';
import { comparators, type ListedGame } from './game-order.ts';

export type { ListedGame };

/**
 * The form titles and searches are compared in: composed (an å typed as a and a combining ring is the
 * letter å) and lower case. `toLowerCase` lowers Æ, Ø and Å exactly as the Danish locale does (only
 * Turkish, Azeri and Lithuanian lower differently) without a locale lookup per title.
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The words of a search; a title matches when it contains every one of them. */
export function searchWords(search: string): string[] {
  return searchKey(search).split(/\s+/u).filter(Boolean);
}

/** A game with what the catalogue filters it by, worked out once per list. */
export interface IndexedGame<G extends ListedGame = ListedGame> {
  game: G;
  /** The title as a search is compared with it (searchKey). */
  key: string;
  categories: readonly string[];
  tags: readonly string[];
}

/**
 * A list of games ready to filter: the search key and term slugs of every game, and each sort order
 * once it has been asked for. A keystroke then only compares strings; no title is lowered and no list
 * sorted again.
 */
export interface GameIndex<G extends ListedGame = ListedGame> {
  /** In the list's order. */
  readonly entries: readonly IndexedGame<G>[];
  readonly sorted: Partial<Record<SortOrder, readonly IndexedGame<G>[]>>;
}

const indexes = new WeakMap<readonly ListedGame[], GameIndex>();
const slugsOf = (terms: ListedGame['categories']) => terms.map((term) => term.slug);

/** The index of a list; the same list (as the query cache keeps it) gives the same index. */
export function indexGames<G extends ListedGame>(games: readonly G[]): GameIndex<G> {
  let index = indexes.get(games) as GameIndex<G> | undefined;
  if (!index) {
    index = {
      entries: games.map((game) => ({
        game,
        key: searchKey(game.title),
        categories: slugsOf(game.categories),
        tags: slugsOf(game.tags),
      })),
      sorted: {},
    };
    indexes.set(games, index as GameIndex);
  }
  return index;
}

/** The index's entries in an order, sorted the first time that order is asked for (filtering keeps order). */
function sortedEntries<G extends ListedGame>(index: GameIndex<G>, order: SortOrder): readonly IndexedGame<G>[] {
  const sorted = index.sorted as Partial<Record<SortOrder, readonly IndexedGame<G>[]>>;
  return (sorted[order] ??= [...index.entries].sort((a, b) => comparators[order](a.game, b.game)));
}

/** What the catalogue shows for a filter. */
export interface CatalogueView<G extends ListedGame = ListedGame> {
  /** The matching games in the chosen order. */
  games: G[];
  /**
   * How many games each chip would show with the other filters kept: a category chip counts the games of
   * that category matching the tag and search, a tag chip the other way round.
   */
  categoryCounts: Map<string, number>;
  tagCounts: Map<string, number>;
}

function countEach(counts: Map<string, number>, slugs: readonly string[]) {
  for (const slug of slugs) counts.set(slug, (counts.get(slug) ?? 0) + 1);
}

/** The list and both chip counts in one pass over the entries, in their order. */
function viewOf<G extends ListedGame>(
  entries: readonly IndexedGame<G>[],
  { category, tag, search }: Pick<CatalogueFilter, 'category' | 'tag' | 'search'>,
): CatalogueView<G> {
  const words = searchWords(search);
  const view: CatalogueView<G> = { games: [], categoryCounts: new Map(), tagCounts: new Map() };
  for (const entry of entries) {
    if (!words.every((word) => entry.key.includes(word))) continue;
    const inCategory = category === null || entry.categories.includes(category);
    const inTag = tag === null || entry.tags.includes(tag);
    if (inTag) countEach(view.categoryCounts, entry.categories);
    if (inCategory) countEach(view.tagCounts, entry.tags);
    if (inCategory && inTag) view.games.push(entry.game);
  }
  return view;
}

/** The catalogue's view of a filter: matching games in the chosen order, and the chips' counts. */
export function catalogueView<G extends ListedGame>(index: GameIndex<G>, filter: CatalogueFilter): CatalogueView<G> {
  return viewOf(sortedEntries(index, filter.sort), filter);
}

/** The games a filter keeps, in the list's order. `ignore` leaves one term filter out. */
export function matchingGames<G extends ListedGame>(
  games: readonly G[],
  filter: Pick<CatalogueFilter, 'category' | 'tag' | 'search'>,
  ignore?: 'category' | 'tag',
): G[] {
  return viewOf(indexGames(games).entries, ignore ? { ...filter, [ignore]: null } : filter).games;
}

/** Matching games in the chosen order. */
export function catalogueGames<G extends ListedGame>(games: readonly G[], filter: CatalogueFilter): G[] {
  return catalogueView(indexGames(games), filter).games;
}

/** How many games each chip of a taxonomy would show with the other filters kept. */
export function termCounts(
  games: readonly ListedGame[],
  filter: Pick<CatalogueFilter, 'category' | 'tag' | 'search'>,
  taxonomy: 'category' | 'tag',
): Map<string, number> {
  const view = viewOf(indexGames(games).entries, filter);
  return taxonomy === 'category' ? view.categoryCounts : view.tagCounts;
}

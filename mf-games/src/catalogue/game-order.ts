import type { Game } from '@casino/api-client';
import type { SortOrder } from './catalogue-filter.ts';

// The catalogue's orders, apart from its filtering: the lobby sorts its rows with them and needs no more.

/** What filtering and sorting read of a game. */
export type ListedGame = Pick<
  Game,
  'slug' | 'title' | 'categories' | 'tags' | 'jackpot' | 'popularity' | 'publishedAt'
>;

/**
 * Danish alphabetical order: Æ, Ø and Å come after Z ("A–Å"). Made on first use: building a collator loads
 * the locale's rules, and the lobby's orders compare titles only when two games tie.
 */
let danish: Intl.Collator | undefined;
const danishOrder = () => (danish ??= new Intl.Collator('da-DK', { sensitivity: 'base', numeric: true }));

const byTitle = (a: ListedGame, b: ListedGame) => danishOrder().compare(a.title, b.title);
/** ISO dates of one form order as their characters do: no locale's rules (localeCompare) needed, or paid for. */
const byNewest = (a: ListedGame, b: ListedGame) => {
  const [first, second] = [a.publishedAt ?? '', b.publishedAt ?? ''];
  return first === second ? 0 : first < second ? 1 : -1;
};

export const comparators: Record<SortOrder, (a: ListedGame, b: ListedGame) => number> = {
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

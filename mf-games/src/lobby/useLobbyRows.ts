import { useMemo } from 'react';
import type { GameCard, Term } from '@casino/api-client';
import { cardOfGame } from '../components/card-game.ts';
import type { CardGame } from '../components/GameCard.tsx';
import { sortGames } from '../catalogue/game-order.ts';

/** Games per lobby row; the row's link shows the rest. */
export const rowLength = 12;

/** Category rows rendered above the lobby's fold (below the jackpots); the others wait until they come near. */
export const serverRenderRows = 2;

export interface CategoryRow {
  category: Term;
  games: CardGame[];
}

/** The lobby's rows from the catalogue: the biggest jackpots, then each visible category's most played games. */
export function lobbyRows(games: readonly GameCard[], categories: readonly Term[]) {
  const jackpots = sortGames(
    games.filter((game) => game.jackpot),
    'jackpot',
  )
    .slice(0, rowLength)
    .map(cardOfGame);
  const popular = sortGames(games, 'popular');
  const rows: CategoryRow[] = categories
    .filter((category) => category.visible)
    .map((category) => ({
      category,
      games: popular
        .filter((game) => game.categories.some((term) => term.slug === category.slug))
        .slice(0, rowLength)
        .map(cardOfGame),
    }))
    .filter((row) => row.games.length > 0);
  return { jackpots, rows };
}

export function useLobbyRows(games: readonly GameCard[], categories: readonly Term[]) {
  return useMemo(() => lobbyRows(games, categories), [games, categories]);
}

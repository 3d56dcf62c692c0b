import type { Card } from './cards.ts';
import { cardValue, hardTotalOf, isPair, totalOfValues, type BlackjackMove } from './blackjack-rules.ts';

// Basic strategy for these rules (6 decks, dealer stands on soft 17, double any two, double after split, one
// split, no surrender): the best play by the player's total (and pair), against the dealer's upcard. The
// published RTP is the return of exactly this strategy (blackjack-odds.ts), and the guide prints these tables.
//
// H hit, S stand, D double (hit when doubling is not allowed), Ds double (stand when not allowed), P split.
// Columns: the dealer's upcard 2, 3, 4, 5, 6, 7, 8, 9, 10, ace.

export type StrategyPlay = 'H' | 'S' | 'D' | 'Ds' | 'P';
export const UPCARD_COLUMNS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'] as const;

/** Hard totals (no ace counted 11), 4 to 21. */
export const HARD_TOTALS: Readonly<Record<number, string>> = {
  4: 'H H H H H H H H H H',
  5: 'H H H H H H H H H H',
  6: 'H H H H H H H H H H',
  7: 'H H H H H H H H H H',
  8: 'H H H H H H H H H H',
  9: 'H D D D D H H H H H',
  10: 'D D D D D D D D H H',
  11: 'D D D D D D D D D H',
  12: 'H H S S S H H H H H',
  13: 'S S S S S H H H H H',
  14: 'S S S S S H H H H H',
  15: 'S S S S S H H H H H',
  16: 'S S S S S H H H H H',
  17: 'S S S S S S S S S S',
  18: 'S S S S S S S S S S',
  19: 'S S S S S S S S S S',
  20: 'S S S S S S S S S S',
  21: 'S S S S S S S S S S',
};

/** Soft totals (an ace counted 11): 12 is two aces not split, 13 is ace-two, ... 21. */
export const SOFT_TOTALS: Readonly<Record<number, string>> = {
  12: 'H H H H H H H H H H',
  13: 'H H H D D H H H H H',
  14: 'H H H D D H H H H H',
  15: 'H H D D D H H H H H',
  16: 'H H D D D H H H H H',
  17: 'H D D D D H H H H H',
  18: 'S Ds Ds Ds Ds S S H H H',
  19: 'S S S S S S S S S S',
  20: 'S S S S S S S S S S',
  21: 'S S S S S S S S S S',
};

/** Pairs by the value of each card (1 = aces): P splits, - plays the hand by its total. */
export const PAIRS: Readonly<Record<number, string>> = {
  1: 'P P P P P P P P P P',
  2: 'P P P P P P - - - -',
  3: 'P P P P P P - - - -',
  4: '- - - P P - - - - -',
  5: '- - - - - - - - - -',
  6: 'P P P P P - - - - -',
  7: 'P P P P P P - - - -',
  8: 'P P P P P P P P P P',
  9: 'P P P P P - P P - -',
  10: '- - - - - - - - - -',
};

const parse = (table: Readonly<Record<number, string>>) =>
  new Map(Object.entries(table).map(([key, row]) => [Number(key), row.split(' ')]));
const HARD = parse(HARD_TOTALS);
const SOFT = parse(SOFT_TOTALS);
const SPLITS = parse(PAIRS);

/** The column of a dealer upcard value (2-10, ace 1). */
const column = (upValue: number) => (upValue === 1 ? 9 : upValue - 2);

/**
 * The play for a hand described by numbers: its hard total, whether it holds an ace, the value of its pair
 * (null when it is not a pair that may be split now), the dealer's upcard value (ace 1), whether it may double.
 * The exact RTP calls this for every hand it values, the game through `basicStrategy`.
 */
export function strategyPlay(
  hardTotal: number,
  hasAce: boolean,
  splittablePair: number | null,
  upValue: number,
  canDouble: boolean,
): BlackjackMove {
  const col = column(upValue);
  if (splittablePair !== null && SPLITS.get(splittablePair)![col] === 'P') return 'split';
  const { total, soft } = totalOfValues(hardTotal, hasAce);
  const play = ((soft ? SOFT : HARD).get(total)?.[col] ?? 'S') as StrategyPlay;
  if (play === 'D') return canDouble ? 'double' : 'hit';
  if (play === 'Ds') return canDouble ? 'double' : 'stand';
  return play === 'H' ? 'hit' : 'stand';
}

/** Basic strategy for a hand, given the moves the game allows it now (see allowedMoves in blackjack.ts). */
export function basicStrategy(
  playerCards: readonly Card[],
  dealerUpcard: Card,
  allowed: readonly BlackjackMove[],
): BlackjackMove {
  const { hard, hasAce } = hardTotalOf(playerCards);
  const pair = allowed.includes('split') && isPair(playerCards) ? cardValue(playerCards[0]!.rank) : null;
  return strategyPlay(hard, hasAce, pair, cardValue(dealerUpcard.rank), allowed.includes('double'));
}

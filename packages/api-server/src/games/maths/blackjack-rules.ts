import type { Card, Rank } from './cards.ts';

// The blackjack the casino deals, as data the guide can print and the game and its maths both read.

export const BLACKJACK_RULES = {
  /** Six 52-card decks, shuffled before every hand. */
  decks: 6,
  /** The dealer draws to 17 and stands on every 17, a soft 17 (ace counted 11) too: "S17". */
  dealerHitsSoft17: false,
  /** The dealer checks for blackjack under an ace or a ten before the player acts ("peek"). */
  dealerPeeks: true,
  /** A blackjack (ace and a ten-value card as the first two cards) pays 3 to 2. */
  blackjackPays: { win: 3, stake: 2 },
  /** The player may double on any first two cards, after a split too. */
  doubleOnAnyTwoCards: true,
  doubleAfterSplit: true,
  /** One split of a pair (two cards of the same value), so at most two hands; no resplitting. */
  maxHands: 2,
  /** Split aces get one card each and stand; an ace and a ten after a split is 21, not blackjack. */
  splitAcesOneCardEach: true,
  surrender: false,
  insurance: false,
} as const;

/** A card's blackjack value: ace 1 (or 11, see handTotal), pictures 10, the rest their number. */
export function cardValue(rank: Rank): number {
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** A hand's total from its values: one ace counts 11 when that stays at 21 or under, and the hand is then soft. */
export function totalOfValues(hardTotal: number, hasAce: boolean): { total: number; soft: boolean } {
  return hasAce && hardTotal + 10 <= 21 ? { total: hardTotal + 10, soft: true } : { total: hardTotal, soft: false };
}

/** The sum of a hand's card values with every ace as 1, and whether it holds an ace. */
export function hardTotalOf(cards: readonly Card[]): { hard: number; hasAce: boolean } {
  let hard = 0;
  let hasAce = false;
  for (const card of cards) {
    hard += cardValue(card.rank);
    if (card.rank === 'A') hasAce = true;
  }
  return { hard, hasAce };
}

export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  const { hard, hasAce } = hardTotalOf(cards);
  return totalOfValues(hard, hasAce);
}

/** The dealer stands on 17 or more, soft 17 included under these rules. */
export const dealerStands = (total: number, soft: boolean): boolean =>
  total > 17 || (total === 17 && !(soft && BLACKJACK_RULES.dealerHitsSoft17));

/** Two cards of the same value: the pairs a hand may be split on (a ten and a king are a pair). */
export const isPair = (cards: readonly Card[]): boolean =>
  cards.length === 2 && cardValue(cards[0]!.rank) === cardValue(cards[1]!.rank);

/** What the player can do with the hand whose turn it is. */
export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split';

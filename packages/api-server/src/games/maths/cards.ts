import { shuffle, type RandomInt } from './random-source.ts';

// Playing cards for every card game: one 52-card deck, a shoe of several decks, and the shuffle. A game deals
// from the front of a shuffled array, so a test can stack a shoe by writing the cards in the order it wants.

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type Suit = (typeof SUITS)[number];

/** Lowest to highest; the ace is high here, and each game says what it counts for. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

/** The 53rd card of Joker Poker. */
export interface Joker {
  rank: 'joker';
}
export const JOKER: Joker = Object.freeze({ rank: 'joker' });

export const DECK_SIZE = RANKS.length * SUITS.length;

/**
 * A card as a number 0-51, rank first (rank index × 4 + suit index), so `index >> 2` is the rank and `index & 3`
 * the suit; the joker is 52. The poker analysis works on these numbers.
 */
export const cardIndex = (card: Card | Joker): number =>
  card.rank === 'joker' ? DECK_SIZE : RANKS.indexOf(card.rank) * SUITS.length + SUITS.indexOf(card.suit);

/** The 52 cards in index order, shared and frozen: a shoe holds these objects, so building one allocates no cards. */
const DECK: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, index) =>
  Object.freeze({ rank: RANKS[index >> 2]!, suit: SUITS[index & 3]! }),
);

export function cardAt(index: number): Card | Joker {
  if (index === DECK_SIZE) return JOKER;
  const card = DECK[index];
  if (!card) throw new RangeError(`No card ${index}`);
  return card;
}

/** `decks` full decks in a fixed order (unshuffled). */
export function shoe(decks: number): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) cards.push(...DECK);
  return cards;
}

/** A freshly shuffled shoe of `decks` decks (Fisher–Yates with the game's random source). */
export const shuffledShoe = (decks: number, random: RandomInt): Card[] => shuffle(shoe(decks), random);

/**
 * The top `count` cards of a freshly shuffled shoe. Fisher–Yates run from the top settles one position per
 * draw, so stopping after `count` gives the top of a full shuffle, at `count` draws instead of one per card.
 */
export function topOfShuffledShoe(decks: number, count: number, random: RandomInt): Card[] {
  const cards = shoe(decks);
  for (let i = 0; i < count; i++) {
    const j = i + random(cards.length - i);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards.slice(0, count);
}

/** Short text for logs and tests: 'AS', '10H', 'QD', 'JK' for the joker. */
export const cardName = (card: Card | Joker): string =>
  card.rank === 'joker' ? 'JK' : `${card.rank}${card.suit[0]!.toUpperCase()}`;

/** Cards as `cardName` writes them, space-separated, for tests that stack a shoe: parseCards('AS 10H'). */
export function parseCards(names: string): Card[] {
  return names
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => {
      const rank = name.slice(0, -1) as Rank;
      const suit = SUITS.find((s) => s[0]!.toUpperCase() === name.slice(-1));
      if (!RANKS.includes(rank) || !suit) throw new RangeError(`No card ${name}`);
      return { rank, suit };
    });
}

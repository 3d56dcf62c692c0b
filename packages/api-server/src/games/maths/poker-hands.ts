import { cardIndex, DECK_SIZE, RANKS, SUITS, type Card, type Joker } from './cards.ts';

// What a five-card video-poker hand is, for the three games: Jacks or Better (no wild cards), Deuces Wild (the
// four twos are wild) and Joker Poker (a 53rd card, the joker, is wild). A wild card stands for whatever card
// makes the best hand. Cards are numbers here (cards.ts: rank × 4 + suit, joker 52): the exact RTP classifies
// every hand of the deck, so this runs millions of times without allocating.

/** Every hand the three games name, best first. A game's pay table says which it pays and how much. */
export const HAND_CATEGORIES = [
  'naturalRoyalFlush',
  'fourDeuces',
  'wildRoyalFlush',
  'fiveOfAKind',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'highPair',
  'nothing',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export interface PokerRules {
  /** Which cards are wild. */
  wild: 'none' | 'deuces' | 'joker';
  /** The lowest rank (index into RANKS) whose pair pays: jacks or kings; null when no pair pays. */
  lowestPayingPair: number | null;
}

export const JACKS_OR_BETTER: PokerRules = { wild: 'none', lowestPayingPair: RANKS.indexOf('J') };
export const DEUCES_WILD: PokerRules = { wild: 'deuces', lowestPayingPair: null };
export const JOKER_POKER: PokerRules = { wild: 'joker', lowestPayingPair: RANKS.indexOf('K') };

const ROYAL_RANKS = 0b1_1111_0000_0000; // ten to ace
/** For every set of ranks (a 13-bit mask): whether it fits in five ranks in a row, the ace also low (A-2-3-4-5). */
const FITS_A_STRAIGHT = (() => {
  const windows = [0b1_0000_0000_1111, ...Array.from({ length: 9 }, (_, low) => 0b11111 << low)];
  const fits = new Uint8Array(1 << RANKS.length);
  for (let ranks = 1; ranks < fits.length; ranks++) fits[ranks] = windows.some((w) => (ranks & ~w) === 0) ? 1 : 0;
  return fits;
})();
const BIT_COUNT = (() => {
  const bits = new Uint8Array(1 << RANKS.length);
  for (let mask = 1; mask < bits.length; mask++) bits[mask] = (mask & 1) + bits[mask >> 1]!;
  return bits;
})();

const counts = new Uint8Array(RANKS.length);
const CATEGORY = Object.fromEntries(HAND_CATEGORIES.map((c, i) => [c, i])) as Record<HandCategory, number>;
/** Per card number: 1 where the card is wild under the rules. */
const WILD_CARDS = {
  none: new Uint8Array(DECK_SIZE + 1),
  deuces: Uint8Array.from({ length: DECK_SIZE + 1 }, (_, card) => (card < SUITS.length ? 1 : 0)),
  joker: Uint8Array.from({ length: DECK_SIZE + 1 }, (_, card) => (card === DECK_SIZE ? 1 : 0)),
};

/**
 * The category (index into HAND_CATEGORIES) of five cards given as numbers, under `rules`: the first the hand
 * makes, in that order. No pay table pays more for a category further down that a hand could make as well
 * (video-poker-rtp.test.ts), so this is the hand's best-paying reading.
 */
export function categoryIndex(c0: number, c1: number, c2: number, c3: number, c4: number, rules: PokerRules): number {
  const wild = WILD_CARDS[rules.wild];
  counts.fill(0);
  let wilds = 0;
  let suits = 0;
  let ranks = 0;
  const tally = (card: number) => {
    if (wild[card] === 1) wilds++;
    else {
      counts[card >> 2]!++;
      suits |= 1 << (card & 3);
      ranks |= 1 << (card >> 2);
    }
  };
  tally(c0);
  tally(c1);
  tally(c2);
  tally(c3);
  tally(c4);
  const naturals = 5 - wilds;
  let most = 0;
  let pairs = 0;
  let highest = -1;
  let pairRank = -1;
  for (let rank = 0; rank < RANKS.length; rank++) {
    const n = counts[rank]!;
    if (n === 0) continue;
    highest = rank;
    if (n > most) most = n;
    if (n === 2) {
      pairs++;
      pairRank = rank;
    }
  }
  const flush = BIT_COUNT[suits]! <= 1;
  const distinct = BIT_COUNT[ranks] === naturals;
  const straight = distinct && FITS_A_STRAIGHT[ranks] === 1;
  const royal = distinct && (ranks & ~ROYAL_RANKS) === 0;

  if (flush && royal && wilds === 0) return CATEGORY.naturalRoyalFlush;
  if (rules.wild === 'deuces' && wilds === 4) return CATEGORY.fourDeuces;
  if (flush && royal) return CATEGORY.wildRoyalFlush;
  if (most + wilds >= 5) return CATEGORY.fiveOfAKind;
  if (flush && straight) return CATEGORY.straightFlush;
  if (most + wilds >= 4) return CATEGORY.fourOfAKind;
  if ((most === 3 && pairs === 1) || (wilds === 1 && pairs === 2)) return CATEGORY.fullHouse;
  if (flush) return CATEGORY.flush;
  if (straight) return CATEGORY.straight;
  if (most + wilds >= 3) return CATEGORY.threeOfAKind;
  if (pairs === 2) return CATEGORY.twoPair;
  const lowest = rules.lowestPayingPair;
  if (lowest !== null && ((wilds === 0 && pairRank >= lowest) || (wilds === 1 && highest >= lowest)))
    return CATEGORY.highPair;
  return CATEGORY.nothing;
}

/** The category of a hand of five cards under `rules`. */
export function categoryOf(hand: readonly (Card | Joker)[], rules: PokerRules): HandCategory {
  if (hand.length !== 5) throw new RangeError('A poker hand is five cards');
  const [a, b, c, d, e] = hand.map(cardIndex) as [number, number, number, number, number];
  return HAND_CATEGORIES[categoryIndex(a, b, c, d, e, rules)]!;
}

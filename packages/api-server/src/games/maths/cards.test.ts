// DOMAIN "a game is what its name says": card games deal from real decks, shuffled so every order is equally
// likely, from the server's random source.
import {
  cardAt,
  cardIndex,
  cardName,
  DECK_SIZE,
  JOKER,
  parseCards,
  RANKS,
  shoe,
  shuffledShoe,
  SUITS,
  topOfShuffledShoe,
} from './cards.ts';
import { seededRandomInt, shuffle } from './random-source.ts';

const tally = (names: string[]) => {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};

describe('a shoe of n decks is every card n times, shuffled with the server random source', () => {
  it('holds 52 different cards per deck, and each card once per deck', () => {
    expect(DECK_SIZE).toBe(52);
    for (const decks of [1, 6, 8]) {
      const counts = tally(shoe(decks).map(cardName));
      expect(counts.size).toBe(52);
      expect([...counts.values()].every((n) => n === decks)).toBe(true);
    }
  });

  it('shuffles into a permutation of the same cards, and the same seed replays the same order', () => {
    const shuffled = shuffledShoe(6, seededRandomInt(1));
    expect(tally(shuffled.map(cardName))).toEqual(tally(shoe(6).map(cardName)));
    expect(shuffled).not.toEqual(shoe(6));
    expect(shuffledShoe(6, seededRandomInt(1))).toEqual(shuffled);
    expect(shuffledShoe(6, seededRandomInt(2))).not.toEqual(shuffled);
  });

  it('makes all 120 orders of five cards equally likely (chi-square over 240,000 shuffles)', () => {
    const random = seededRandomInt(5);
    const counts = new Map<string, number>();
    const shuffles = 240_000;
    for (let i = 0; i < shuffles; i++) {
      const order = shuffle([0, 1, 2, 3, 4], random).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(120);
    const expected = shuffles / 120;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 119 degrees of freedom: the 99.9 % quantile is about 168.
    expect(chiSquare).toBeLessThan(168);
  });

  it('deals the top of a shoe with every card equally likely in every place (chi-square over 104,000 deals)', () => {
    const random = seededRandomInt(6);
    const deals = 104_000;
    const seen = Array.from({ length: 3 }, () => Array<number>(DECK_SIZE).fill(0));
    let repeats = 0;
    for (let i = 0; i < deals; i++) {
      const top = topOfShuffledShoe(1, 3, random).map(cardIndex);
      if (new Set(top).size < 3) repeats++;
      top.forEach((card, place) => seen[place]![card]!++);
    }
    expect(repeats).toBe(0);
    for (const counts of seen) {
      const expected = deals / DECK_SIZE;
      const chiSquare = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      // 51 degrees of freedom: the 99.9 % quantile is about 87.
      expect(chiSquare).toBeLessThan(87);
    }
    expect(topOfShuffledShoe(8, 6, seededRandomInt(1))).toEqual(topOfShuffledShoe(8, 6, seededRandomInt(1)));
  });

  it('numbers the cards 0-51 rank first, and the joker 52', () => {
    for (let i = 0; i < DECK_SIZE; i++) {
      const card = cardAt(i);
      expect(cardIndex(card)).toBe(i);
      expect(card.rank).toBe(RANKS[i >> 2]);
    }
    expect(cardIndex(JOKER)).toBe(52);
    expect(cardAt(52)).toBe(JOKER);
    expect(SUITS).toHaveLength(4);
  });

  it('reads and writes card names', () => {
    expect(parseCards('AS 10H 2C QD')).toEqual([
      { rank: 'A', suit: 'spades' },
      { rank: '10', suit: 'hearts' },
      { rank: '2', suit: 'clubs' },
      { rank: 'Q', suit: 'diamonds' },
    ]);
    expect(parseCards(' KS  3D ').map(cardName)).toEqual(['KS', '3D']);
    for (const wrong of ['1S', 'AX', 'JK']) expect(() => parseCards(wrong)).toThrow(RangeError);
    expect(cardName(JOKER)).toBe('JK');
  });
});

// DOMAIN "a game is what its name says": the video-poker hands are ranked by the rules of Jacks or Better,
// Deuces Wild (twos wild) and Joker Poker (a wild joker, 53 cards), checked on known hands and by counting
// every five-card deal against the published counts.
import { cardIndex, DECK_SIZE, JOKER, parseCards, type Card, type Joker } from './cards.ts';
import {
  categoryIndex,
  categoryOf,
  DEUCES_WILD,
  HAND_CATEGORIES,
  JACKS_OR_BETTER,
  JOKER_POKER,
  type HandCategory,
  type PokerRules,
} from './poker-hands.ts';
import { forEachHand } from './video-poker-analysis.ts';

/** Cards as cards.ts names them, with JK for the joker. */
const hand = (names: string): (Card | Joker)[] =>
  names.split(' ').map((name) => (name === 'JK' ? JOKER : parseCards(name)[0]!));

/** How many of the C(deck, 5) deals fall in each category. */
function dealtCounts(deckSize: number, rules: PokerRules): Partial<Record<HandCategory, number>> {
  const counts = new Float64Array(HAND_CATEGORIES.length);
  forEachHand(deckSize, (c) => counts[categoryIndex(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, rules)]!++);
  return Object.fromEntries(HAND_CATEGORIES.flatMap((name, i) => (counts[i] ? [[name, counts[i]]] : [])));
}

describe('video-poker hands', () => {
  it.each<[string, string, HandCategory]>([
    ['10S JS QS KS AS', 'a royal flush', 'naturalRoyalFlush'],
    ['AD 2D 3D 4D 5D', 'a steel wheel (ace low)', 'straightFlush'],
    ['9C 9D 9H 9S 2C', 'four of a kind', 'fourOfAKind'],
    ['3C 3D 3H KS KC', 'a full house', 'fullHouse'],
    ['2H 7H 9H JH KH', 'a flush', 'flush'],
    ['10C JD QH KS AC', 'a straight to the ace', 'straight'],
    ['AC 2D 3H 4S 5C', 'a straight from the ace', 'straight'],
    ['QC KD AH 2S 3C', 'no straight round the corner', 'nothing'],
    ['7C 7D 7H 2S 3C', 'three of a kind', 'threeOfAKind'],
    ['4C 4D 9H 9S KC', 'two pair', 'twoPair'],
    ['JC JD 4H 8S 2C', 'a pair of jacks', 'highPair'],
    ['10C 10D 4H 8S 2C', 'a pair of tens, which does not pay', 'nothing'],
  ])('Jacks or Better: %s is %s', (cards, _, category) => {
    expect(categoryOf(hand(cards), JACKS_OR_BETTER)).toBe(category);
  });

  it.each<[string, string, HandCategory]>([
    ['10S JS QS KS AS', 'a natural royal flush', 'naturalRoyalFlush'],
    ['2C 2D 2H 2S 9C', 'four deuces', 'fourDeuces'],
    ['2C JS QS KS AS', 'a wild royal flush', 'wildRoyalFlush'],
    ['2C 2D 9H 9S 9C', 'five of a kind', 'fiveOfAKind'],
    ['2C 5H 6H 8H 9H', 'a straight flush with a deuce for the 7', 'straightFlush'],
    ['2C 2D 9H 9S 4C', 'four of a kind', 'fourOfAKind'],
    ['2C 5D 5H 9S 9C', 'a full house from two pair and a deuce', 'fullHouse'],
    ['2H 4H 9H JH KH', 'a flush', 'flush'],
    ['2C 2D 3H 4S 7C', 'a straight from two deuces', 'straight'],
    ['2C 7D 7H 4S KC', 'three of a kind', 'threeOfAKind'],
    ['4C 4D 9H 9S KC', 'two pair, which pays nothing here', 'twoPair'],
  ])('Deuces Wild: %s is %s', (cards, _, category) => {
    expect(categoryOf(hand(cards), DEUCES_WILD)).toBe(category);
  });

  it.each<[string, string, HandCategory]>([
    ['10S JS QS KS AS', 'a natural royal flush', 'naturalRoyalFlush'],
    ['JK 8C 8D 8H 8S', 'five of a kind', 'fiveOfAKind'],
    ['JK JS QS KS AS', 'a wild royal flush', 'wildRoyalFlush'],
    ['JK 4D 5D 6D 8D', 'a straight flush', 'straightFlush'],
    ['JK 4D 4H 6D 6C', 'a full house', 'fullHouse'],
    ['JK 4D 4H 6D 9C', 'three of a kind', 'threeOfAKind'],
    ['JK KD 4H 6D 9C', 'a pair of kings', 'highPair'],
    ['JK QD 4H 6D 9C', 'a pair of queens, which does not pay', 'nothing'],
    ['KC KD 4H 6D 9C', 'a natural pair of kings', 'highPair'],
    ['2C 3D 4H 5S 7C', 'a natural hand with no wild twos', 'nothing'],
  ])('Joker Poker: %s is %s', (cards, _, category) => {
    expect(categoryOf(hand(cards), JOKER_POKER)).toBe(category);
  });

  it('counts the 2,598,960 deals of a 52-card deck as the textbook does (Jacks or Better)', () => {
    expect(dealtCounts(52, JACKS_OR_BETTER)).toEqual({
      naturalRoyalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3_744,
      flush: 5_108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      highPair: 4 * 84_480,
      nothing: 2_598_960 - 4 - 36 - 624 - 3_744 - 5_108 - 10_200 - 54_912 - 123_552 - 4 * 84_480,
    });
  });

  it('counts the 2,869,685 deals of the 53-card deck: 13 five of a kind, 137,280 three of a kind', () => {
    // The deals without the joker rank as in Jacks or Better but for the pairs; count those with it here.
    const withJoker = new Float64Array(HAND_CATEGORIES.length);
    for (let d = 3; d < DECK_SIZE; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) withJoker[categoryIndex(a, b, c, d, DECK_SIZE, JOKER_POKER)]!++;
    const count = (category: HandCategory) => withJoker[HAND_CATEGORIES.indexOf(category)]!;
    expect(withJoker.reduce((x, y) => x + y, 0) + 2_598_960).toBe(2_869_685);
    expect(count('naturalRoyalFlush')).toBe(0);
    expect(count('fiveOfAKind')).toBe(13);
    // Three of a kind: 54,912 natural ones, and a pair with the joker 13 × 6 × C(12, 2) × 4 × 4 = 82,368.
    expect(count('threeOfAKind')).toBe(82_368);
    // Two pair is only ever natural: a pair and the joker is three of a kind.
    expect(count('twoPair')).toBe(0);
    // Four of a kind with the joker: three of a rank (13 × 4) and a fifth card (48).
    expect(count('fourOfAKind')).toBe(13 * 4 * 48);
  });

  it('refuses a hand that is not five cards', () => {
    expect(() => categoryOf(hand('AS KS QS JS'), JACKS_OR_BETTER)).toThrow(RangeError);
    expect(cardIndex(JOKER)).toBe(52);
  });
});

// DOMAIN "RTP published is RTP played": the RTP is that of basic strategy for these rules, so the strategy
// itself is checked against the plays every 6-deck, S17, double-after-split chart shows.
import { parseCards } from './cards.ts';
import { BLACKJACK_RULES, type BlackjackMove } from './blackjack-rules.ts';
import { basicStrategy, HARD_TOTALS, PAIRS, SOFT_TOTALS, UPCARD_COLUMNS } from './blackjack-strategy.ts';

const ALL: BlackjackMove[] = ['hit', 'stand', 'double', 'split'];
const play = (hand: string, up: string, allowed = ALL) => basicStrategy(parseCards(hand), parseCards(up)[0]!, allowed);

describe('blackjack basic strategy (6 decks, S17, DAS, no surrender)', () => {
  it.each<[string, string, BlackjackMove]>([
    ['10H 6D', '10S', 'hit'],
    ['10H 6D', '6S', 'stand'],
    ['10H 2D', '3S', 'hit'],
    ['10H 2D', '4S', 'stand'],
    ['6H 5D', '10S', 'double'],
    ['6H 5D', 'AS', 'hit'],
    ['6H 4D', '9S', 'double'],
    ['6H 4D', '10S', 'hit'],
    ['6H 3D', '2S', 'hit'],
    ['6H 3D', '3S', 'double'],
    ['AH 7D', '2S', 'stand'],
    ['AH 7D', '3S', 'double'],
    ['AH 7D', '9S', 'hit'],
    ['AH 8D', '6S', 'stand'],
    ['AH 6D', '3S', 'double'],
    ['AH 2D', '4S', 'hit'],
    ['AH 2D', '5S', 'double'],
    ['AH AD', 'AS', 'split'],
    ['8H 8D', 'AS', 'split'],
    ['9H 9D', '7S', 'stand'],
    ['9H 9D', '8S', 'split'],
    ['10H KD', '6S', 'stand'],
    ['5H 5D', '9S', 'double'],
    ['4H 4D', '5S', 'split'],
    ['4H 4D', '4S', 'hit'],
    ['2H 2D', '7S', 'split'],
    ['6H 6D', '7S', 'hit'],
    ['7H 7D', '7S', 'split'],
  ])('%s against %s: %s', (hand, up, expected) => {
    expect(play(hand, up)).toBe(expected);
  });

  it('plays the total when the move it would make is not allowed', () => {
    // A pair that may not be split again plays as its total: 16 against a ten hits, two aces are a soft 12.
    expect(play('8H 8D', '10S', ['hit', 'stand', 'double'])).toBe('hit');
    expect(play('AH AD', '6S', ['hit', 'stand', 'double'])).toBe('hit');
    // Three cards cannot double: a double becomes a hit, a soft-18 double a stand.
    expect(play('2H 4D 5C', '6S', ['hit', 'stand'])).toBe('hit');
    expect(play('AH 3D 4C', '4S', ['hit', 'stand'])).toBe('stand');
    expect(play('AH 3D 4C', '9S', ['hit', 'stand'])).toBe('hit');
    expect(play('2H 3D 4C 7S', '10S', ['hit', 'stand'])).toBe('hit');
  });

  it('has a play for every total and pair against every upcard', () => {
    const rows = [
      ...Object.keys(HARD_TOTALS).map((t) => HARD_TOTALS[Number(t)]!),
      ...Object.keys(SOFT_TOTALS).map((t) => SOFT_TOTALS[Number(t)]!),
    ];
    expect(Object.keys(HARD_TOTALS).map(Number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 4));
    expect(Object.keys(SOFT_TOTALS).map(Number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 12));
    expect(Object.keys(PAIRS).map(Number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    for (const row of rows) {
      expect(row.split(' ')).toHaveLength(UPCARD_COLUMNS.length);
      expect(row.split(' ').every((p) => ['H', 'S', 'D', 'Ds'].includes(p))).toBe(true);
    }
    for (const row of Object.values(PAIRS)) expect(row.split(' ').every((p) => ['P', '-'].includes(p))).toBe(true);
  });

  it('is the strategy for the rules the game deals', () => {
    expect(BLACKJACK_RULES).toMatchObject({
      decks: 6,
      dealerHitsSoft17: false,
      dealerPeeks: true,
      blackjackPays: { win: 3, stake: 2 },
      doubleAfterSplit: true,
      maxHands: 2,
      splitAcesOneCardEach: true,
      surrender: false,
    });
  });
});

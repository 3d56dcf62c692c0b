// DOMAIN "RTP published is RTP played": the hold values the optimal-play RTP is built from are checked against
// drawing every card by brute force, and the best hold against hands whose right play is well known.
import { cardIndex, DECK_SIZE, JOKER, parseCards, type Card, type Joker } from './cards.ts';
import { categoryIndex, HAND_CATEGORIES } from './poker-hands.ts';
import { bestHold, buildDrawTable, holdValues, type DrawTable } from './video-poker-analysis.ts';
import { DEUCES_WILD_NSUD, JACKS_OR_BETTER_9_6, JOKER_POKER_17_7_5, type PayTable } from './video-poker-pay-tables.ts';

const numbers = (names: string) =>
  names.split(' ').map((name) => cardIndex(name === 'JK' ? (JOKER as Joker) : (parseCards(name)[0] as Card)));

/** The expected return of holding `held` (dealt positions) by drawing every possible replacement. */
function bruteForceValue(payTable: PayTable, dealt: number[], held: number[]): number {
  const pays = HAND_CATEGORIES.map((category) => payTable.pays[category] ?? 0);
  const kept = held.map((i) => dealt[i]!);
  const rest = Array.from({ length: payTable.deckSize }, (_, card) => card).filter((card) => !dealt.includes(card));
  let total = 0;
  let draws = 0;
  const draw = (from: number, chosen: number[]) => {
    if (kept.length + chosen.length === 5) {
      const [a, b, c, d, e] = [...kept, ...chosen] as [number, number, number, number, number];
      total += pays[categoryIndex(a, b, c, d, e, payTable.rules)]!;
      draws++;
      return;
    }
    for (let i = from; i < rest.length; i++) draw(i + 1, [...chosen, rest[i]!]);
  };
  draw(0, []);
  return total / draws;
}

const tables = new Map<PayTable, DrawTable>();
const tableFor = (payTable: PayTable) => {
  if (!tables.has(payTable)) tables.set(payTable, buildDrawTable(payTable));
  return tables.get(payTable)!;
};
const heldCards = (payTable: PayTable, names: string) => {
  const { held } = bestHold(tableFor(payTable), numbers(names));
  return names.split(' ').filter((_, i) => held[i]);
};

describe('video-poker hold values, by inclusion–exclusion over the held cards', () => {
  it.each<[PayTable, string]>([
    [JACKS_OR_BETTER_9_6, 'JH QH 7C 7D 2S'],
    [JOKER_POKER_17_7_5, 'JK 9S 10S 4D 4C'],
  ])('agree with drawing every replacement by brute force (%#: two or more cards held)', (payTable, names) => {
    const dealt = numbers(names);
    const values = holdValues(tableFor(payTable), dealt);
    for (let mask = 0; mask < 32; mask++) {
      const held = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
      if (held.length >= 2) expect(values[mask]).toBeCloseTo(bruteForceValue(payTable, dealt, held), 12);
    }
  });

  it('value a dealt hand held whole at its pay, and holding the four deuces at 200', () => {
    expect(holdValues(tableFor(JACKS_OR_BETTER_9_6), numbers('10S JS QS KS AS'))[31]).toBe(800);
    expect(holdValues(tableFor(JACKS_OR_BETTER_9_6), numbers('3C 3D 9H 9S KC'))[31]).toBe(2);
    expect(holdValues(tableFor(DEUCES_WILD_NSUD), numbers('2C 2D 2H 2S 9C'))[0b01111]).toBe(200);
    expect(DECK_SIZE).toBe(52);
  });
});

describe('the optimal hold on hands whose right play is known', () => {
  it.each<[string, string, string]>([
    ['10S JS QS KS AS', 'a dealt royal flush: keep it', '10S JS QS KS AS'],
    ['AH KH QH JH 3H', 'a flush with four to a royal: break the flush', 'AH KH QH JH'],
    ['JD JC 10S 9H 8C', 'a high pair over four to an open straight', 'JD JC'],
    ['5C 5D 8H 9S 10H', 'a low pair over three to a straight', '5C 5D'],
    ['2H 5H 8H JH 3C', 'four to a flush over a lone jack', '2H 5H 8H JH'],
    ['3C 4D 5H 6S KD', 'four to an open straight over a lone king', '3C 4D 5H 6S'],
    ['KS QS 7D 4C 2H', 'two suited high cards', 'KS QS'],
    ['2C 5D 7H 9S 3D', 'nothing worth keeping: draw five', ''],
  ])('Jacks or Better 9/6: %s, %s', (names, _, expected) => {
    expect(heldCards(JACKS_OR_BETTER_9_6, names)).toEqual(expected ? expected.split(' ') : []);
  });

  it.each<[string, string, string]>([
    ['2C 2D 2H 2S 7C', 'four deuces', '2C 2D 2H 2S 7C'],
    ['2C 7H 8H 9H 10H', 'a made straight flush', '2C 7H 8H 9H 10H'],
    ['2C 5D 9H JS KC', 'one deuce and nothing else: the deuce', '2C'],
    ['3C 3D 8H JS KC', 'a pair without deuces', '3C 3D'],
  ])('Deuces Wild NSUD: %s, %s', (names, _, expected) => {
    const held = heldCards(DEUCES_WILD_NSUD, names);
    // With four deuces the fifth card changes nothing: either way is the 200.
    if (expected.startsWith('2C 2D 2H 2S')) expect(held.slice(0, 4)).toEqual(['2C', '2D', '2H', '2S']);
    else expect(held).toEqual(expected.split(' '));
  });

  it.each<[string, string, string]>([
    ['JK JS QS KS AS', 'a wild royal flush: keep it', 'JK JS QS KS AS'],
    ['JK 7C 7D 3H 9S', 'three of a kind with the joker', 'JK 7C 7D'],
    ['KC KD 4H 6D 9C', 'a pair of kings', 'KC KD'],
  ])('Joker Poker 17/7/5: %s, %s', (names, _, expected) => {
    expect(heldCards(JOKER_POKER_17_7_5, names)).toEqual(expected.split(' '));
  });
});

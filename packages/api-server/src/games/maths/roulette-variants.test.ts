// DOMAIN "RTP published is RTP played": European, French (la partage) and American roulette with the whole
// layout, every bet's RTP computed exactly over the wheel's pockets.
import { seededRandomInt } from './random-source.ts';
import { colourOf, exactTableRtp, spinTable, tableReturn, tableRtpBasisPoints } from './roulette.ts';
import {
  coveredPockets,
  DOUBLE_ZERO,
  EVEN_MONEY_BETS,
  isEvenMoney,
  isOnLayout,
  layoutBets,
  PAYS_TO_ONE,
  pocketLabel,
  pocketsOf,
  ROULETTE_WHEELS,
  type RouletteWheel,
  type TableBet,
  type TableBetType,
  WHEEL_ORDER,
} from './roulette-layout.ts';

const count = (wheel: RouletteWheel, type: TableBetType) => layoutBets(wheel).filter((b) => b.type === type).length;

describe('the roulette layout', () => {
  it('offers the usual bets: 57 number splits plus the zero splits, 12 streets, 22 corners, 11 six lines', () => {
    for (const wheel of ROULETTE_WHEELS) {
      expect(count(wheel, 'straight')).toBe(pocketsOf(wheel));
      expect(count(wheel, 'split')).toBe(57 + (wheel === 'american' ? 5 : 3));
      expect([count(wheel, 'street'), count(wheel, 'corner'), count(wheel, 'sixLine')]).toEqual([12, 22, 11]);
      expect([count(wheel, 'dozen'), count(wheel, 'column')]).toEqual([3, 3]);
      expect(count(wheel, 'fiveNumber')).toBe(wheel === 'american' ? 1 : 0);
      for (const bet of layoutBets(wheel)) expect(isOnLayout(wheel, bet)).toBe(true);
    }
  });

  it('covers 36 / (pays + 1) numbers with every bet but the five-number bet', () => {
    for (const wheel of ROULETTE_WHEELS)
      for (const bet of layoutBets(wheel)) {
        const covered = coveredPockets(wheel, bet)!;
        if (bet.type === 'fiveNumber') expect(covered.map(pocketLabel)).toEqual(['0', '1', '2', '3', '00']);
        else expect(covered).toHaveLength(36 / (PAYS_TO_ONE[bet.type] + 1));
      }
    expect(coveredPockets('european', { type: 'column', column: 3 })).toEqual([
      3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36,
    ]);
    expect(coveredPockets('european', { type: 'dozen', dozen: 2 })).toEqual(
      Array.from({ length: 12 }, (_, i) => 13 + i),
    );
    expect(coveredPockets('french', { type: 'corner', numbers: [5, 1, 4, 2] })).toEqual([1, 2, 4, 5]);
  });

  it('has no bets a table does not have: numbers apart, 00 or the five-number bet on a single-zero wheel', () => {
    const refused: [RouletteWheel, TableBet][] = [
      ['european', { type: 'split', numbers: [3, 4] }],
      ['european', { type: 'split', numbers: [1, 5] }],
      ['european', { type: 'split', numbers: [0, DOUBLE_ZERO] }],
      ['american', { type: 'split', numbers: [0, 3] }],
      ['french', { type: 'corner', numbers: [3, 4, 6, 7] }],
      ['european', { type: 'street', numbers: [2, 3, 4] }],
      ['european', { type: 'sixLine', numbers: [34, 35, 36, 37, 38, 39] }],
      ['european', { type: 'straight', number: DOUBLE_ZERO }],
      ['american', { type: 'straight', number: 38 }],
      ['french', { type: 'fiveNumber' }],
      ['european', { type: 'dozen', dozen: 4 as 1 }],
    ];
    for (const [wheel, bet] of refused) {
      expect(coveredPockets(wheel, bet)).toBeNull();
      expect(() => spinTable(seededRandomInt(1), wheel, [{ bet, stakeOre: 100 }])).toThrow(RangeError);
    }
  });

  it('colours 0 and 00 green and has 18 red and 18 black numbers', () => {
    expect([colourOf(0), colourOf(DOUBLE_ZERO)]).toEqual(['green', 'green']);
    const numbers = Array.from({ length: 36 }, (_, i) => colourOf(i + 1));
    expect(numbers.filter((c) => c === 'red')).toHaveLength(18);
    expect(numbers.filter((c) => c === 'black')).toHaveLength(18);
  });
});

describe('the order of the pockets round each wheel', () => {
  const ascending = (wheel: RouletteWheel) => Array.from({ length: pocketsOf(wheel) }, (_, i) => i);

  it('holds every pocket of the wheel exactly once, starting at 0 (37 pockets, or 38 with 00 on the American)', () => {
    for (const wheel of ROULETTE_WHEELS) {
      const order = WHEEL_ORDER[wheel];
      expect(order[0]).toBe(0);
      expect(new Set(order).size).toBe(order.length);
      expect([...order].sort((a, b) => a - b)).toEqual(ascending(wheel));
      expect(order.includes(DOUBLE_ZERO)).toBe(wheel === 'american');
    }
  });

  it('alternates red and black between the zeros, as a real wheel does', () => {
    for (const wheel of ROULETTE_WHEELS) {
      const colours = WHEEL_ORDER[wheel].map(colourOf);
      const neighbours = colours.map((colour, i) => [colour, colours[(i + 1) % colours.length]!]);
      for (const [colour, next] of neighbours.filter((pair) => !pair.includes('green'))) expect(next).not.toBe(colour);
    }
  });

  it('puts 0 opposite 00 and every n opposite n + 1 on the American wheel (1 and 2, ..., 35 and 36)', () => {
    const order = WHEEL_ORDER.american;
    const opposite = (i: number) => order[(i + order.length / 2) % order.length]!;
    expect(opposite(0)).toBe(DOUBLE_ZERO);
    for (let n = 1; n < 36; n += 2) expect(opposite(order.indexOf(n))).toBe(n + 1);
  });
});

describe('roulette RTP per bet, exact over the pockets of the wheel', () => {
  it('European roulette returns 97.30 % (36/37) on every bet', () => {
    for (const bet of layoutBets('european')) {
      expect(exactTableRtp('european', bet)).toEqual({ paid: 36, staked: 37 });
      expect(tableRtpBasisPoints('european', bet)).toBe(9_730);
    }
  });

  it('French roulette with la partage returns 98.65 % (36.5/37) on even-money bets and 97.30 % on the rest', () => {
    for (const bet of layoutBets('french')) {
      const even = isEvenMoney(bet);
      expect(exactTableRtp('french', bet)).toEqual({ paid: even ? 36.5 : 36, staked: 37 });
      expect(tableRtpBasisPoints('french', bet)).toBe(even ? 9_865 : 9_730);
    }
    expect(layoutBets('french').filter(isEvenMoney)).toHaveLength(EVEN_MONEY_BETS.length);
  });

  it('American roulette returns 94.74 % (36/38), and 92.11 % (35/38) on the 0-00-1-2-3 five-number bet', () => {
    for (const bet of layoutBets('american')) {
      const five = bet.type === 'fiveNumber';
      expect(exactTableRtp('american', bet)).toEqual({ paid: five ? 35 : 36, staked: 38 });
      expect(tableRtpBasisPoints('american', bet)).toBe(five ? 9_211 : 9_474);
    }
  });
});

describe('a spin of the table', () => {
  it('gives half an even-money stake back on zero on the French wheel only', () => {
    for (const type of EVEN_MONEY_BETS) {
      expect(tableReturn('french', { type }, 0)).toBe(0.5);
      expect(tableReturn('european', { type }, 0)).toBe(0);
      expect(tableReturn('american', { type }, 0)).toBe(0);
      expect(tableReturn('american', { type }, DOUBLE_ZERO)).toBe(0);
    }
    expect(tableReturn('french', { type: 'dozen', dozen: 1 }, 0)).toBe(0);
  });

  it('settles several bets on one spin in whole øre, the stake included', () => {
    const random = seededRandomInt(12);
    const bets = [
      { bet: { type: 'straight', number: DOUBLE_ZERO }, stakeOre: 1_000 },
      { bet: { type: 'fiveNumber' }, stakeOre: 500 },
      { bet: { type: 'red' }, stakeOre: 2_000 },
      { bet: { type: 'corner', numbers: [1, 2, 4, 5] }, stakeOre: 100 },
    ] satisfies { bet: TableBet; stakeOre: number }[];
    const pockets = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const spin = spinTable(random, 'american', bets);
      pockets.add(spin.pocket);
      expect(spin.returnsOre).toEqual(
        bets.map(({ bet, stakeOre }) => tableReturn('american', bet, spin.pocket) * stakeOre),
      );
      expect(spin.winOre).toBe(spin.returnsOre.reduce((a, b) => a + b, 0));
      if (spin.pocket === DOUBLE_ZERO) expect(spin.returnsOre).toEqual([36_000, 3_500, 0, 0]);
    }
    expect(pockets.size).toBe(38);
  });

  it('refuses a spin without bets, a stake that is not whole øre, and an odd stake under la partage', () => {
    const random = seededRandomInt(2);
    expect(() => spinTable(random, 'european', [])).toThrow(RangeError);
    for (const stakeOre of [0, -100, 1.5])
      expect(() => spinTable(random, 'european', [{ bet: { type: 'odd' }, stakeOre }])).toThrow(RangeError);
    expect(() => spinTable(random, 'french', [{ bet: { type: 'odd' }, stakeOre: 101 }])).toThrow(RangeError);
    expect(
      spinTable(random, 'french', [{ bet: { type: 'straight', number: 7 }, stakeOre: 101 }]).returnsOre,
    ).toHaveLength(1);
  });
});

// Every game's maths is a pure, unit-tested function: the slot maths returns its published RTP
// exactly (by formula and by enumerating every stop combination) and within 0.5 points over 1,000,000+ spins.
import { generateCatalogue } from '../../seed/catalogue.ts';
import { createRandom } from '../../random.ts';
import { gameKindOf } from './catalogue-maths.ts';
import { seededRandomInt } from './random-source.ts';
import { roundsFor, spread, TOLERANCE } from './simulation.ts';
import {
  exactSlotRtp,
  PAYLINES,
  payPercentAt,
  REELS,
  simulateSpin,
  slotMathsFor,
  slotPaytable,
  spinSlot,
  STRIP_LENGTH,
  type SlotMaths,
} from './slots.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const categorySlugs = (termIds: number[]) =>
  terms.filter((t) => t.taxonomy === 'category' && termIds.includes(t.id)).map((t) => t.slug);
const catalogueSlots = games.filter((g) => gameKindOf(categorySlugs(g.termIds)) === 'slots');

const exactlyPublished = (maths: SlotMaths) => {
  const { paid, staked } = exactSlotRtp(maths);
  return paid * 10_000 === maths.rtpBasisPoints * staked;
};

/** Every stop combination once: how often each total pay (per cent of the stake) comes up. */
function enumerate(maths: SlotMaths): Map<number, number> {
  const counts = new Map<number, number>();
  const stops = new Int32Array(REELS);
  const total = STRIP_LENGTH ** REELS;
  for (let n = 0; n < total; n++) {
    // Integer arithmetic only: no global lookups in a loop that runs 3.2 million times.
    for (let reel = 0, rest = n; reel < REELS; reel++, rest = (rest / STRIP_LENGTH) | 0)
      stops[reel] = rest % STRIP_LENGTH;
    const pay = payPercentAt(maths, stops);
    counts.set(pay, (counts.get(pay) ?? 0) + 1);
  }
  return counts;
}

describe('slot maths (reels and paylines from the catalogue volatility and RTP)', () => {
  it('returns exactly the published RTP for every slot game of the catalogue', () => {
    expect(catalogueSlots.length).toBeGreaterThan(200);
    for (const game of catalogueSlots) expect(exactlyPublished(slotMathsFor(game))).toBe(true);
  });

  it('returns exactly the published RTP for every volatility and every RTP from 94.00 % to 97.50 %', () => {
    for (let volatility = 1; volatility <= 5; volatility++)
      for (let rtpBasisPoints = 9_400; rtpBasisPoints <= 9_750; rtpBasisPoints++)
        expect(exactlyPublished(slotMathsFor({ id: rtpBasisPoints, volatility, rtpBasisPoints }))).toBe(true);
  });

  it('pays more for more of a symbol and most for the sevens, at every volatility and RTP', () => {
    for (let volatility = 1; volatility <= 5; volatility++)
      for (const rtpBasisPoints of [9_400, 9_575, 9_750]) {
        const table = slotPaytable(slotMathsFor({ id: 1, volatility, rtpBasisPoints }));
        for (const { percent } of table) {
          expect(percent[0]).toBeGreaterThan(0);
          expect(percent[1]).toBeGreaterThan(percent[0]);
          expect(percent[2]).toBeGreaterThan(percent[1]);
        }
        const fives = table.map((row) => row.percent[2]);
        expect(fives).toEqual([...fives].sort((a, b) => a - b));
      }
  });

  // One catalogue game per volatility, each played over every stop combination once.
  const byVolatility = [1, 2, 3, 4, 5].map((volatility) => {
    const game = catalogueSlots.find((g) => g.volatility === volatility)!;
    const maths = slotMathsFor(game);
    const distribution = enumerate(maths);
    return { volatility, game, maths, distribution, ...spread([...distribution].map(([p, n]) => [p / 100, n])) };
  });

  describe.each(byVolatility)('volatility $volatility', ({ volatility, game, maths, distribution, mean, sd }) => {
    it('agrees with the formula when every one of the 3,200,000 stop combinations is played', () => {
      expect(mean).toBeCloseTo(game.rtpBasisPoints / 10_000, 12);
      const paid = [...distribution].reduce((sum, [percent, n]) => sum + percent * n, 0);
      expect(paid).toBe(exactSlotRtp(maths).paid);
    });

    it(`returns ${game.rtpBasisPoints / 100} % within 0.5 points over at least 1,000,000 simulated spins`, () => {
      const random = seededRandomInt(volatility);
      const rounds = roundsFor(sd);
      let paid = 0;
      for (let i = 0; i < rounds; i++) paid += simulateSpin(maths, random);
      expect(Math.abs(paid / 100 / rounds - game.rtpBasisPoints / 10_000)).toBeLessThan(TOLERANCE);
    });

    it('spreads its wins more than the volatility below it', () => {
      const lower = byVolatility[volatility - 2];
      if (lower) expect(sd).toBeGreaterThan(lower.sd);
    });
  });

  it('shows what it pays: every line win is that many equal symbols from the left on its payline', () => {
    const maths = slotMathsFor(catalogueSlots[0]!);
    const random = seededRandomInt(42);
    let wins = 0;
    for (let i = 0; i < 2_000; i++) {
      const spin = spinSlot(maths, random, 300);
      expect(spin.reels).toHaveLength(5);
      expect(spin.winOre).toBe((300 * payPercentAt(maths, spin.stops)) / 100);
      expect(Number.isInteger(spin.winOre)).toBe(true);
      for (const win of spin.lineWins) {
        wins++;
        const shown = PAYLINES[win.line - 1]!.map((row, reel) => spin.reels[reel]![row]);
        expect(shown.slice(0, win.count)).toEqual(Array(win.count).fill(win.symbol));
        if (win.count < 5) expect(shown[win.count]).not.toBe(win.symbol);
      }
    }
    expect(wins).toBeGreaterThan(100);
  });

  it('replays the same spins from the same seed, and other spins from another', () => {
    const maths = slotMathsFor(catalogueSlots[0]!);
    const play = (seed: number) => {
      const random = seededRandomInt(seed);
      return Array.from({ length: 20 }, () => spinSlot(maths, random, 100));
    };
    expect(play(7)).toEqual(play(7));
    expect(play(7)).not.toEqual(play(8));
  });
});

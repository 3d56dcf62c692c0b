// A scratch card's outcome is decided when it is bought, from a prize table whose exact RTP is the
// published one; over 1,000,000+ cards it returns that RTP within 0.5 points; the card shows its prize.
import { generateCatalogue } from '../../seed/catalogue.ts';
import { createRandom } from '../../random.ts';
import { gameKindOf } from './catalogue-maths.ts';
import { seededRandomInt } from './random-source.ts';
import {
  buyScratchCard,
  CELLS,
  drawPrize,
  exactScratchRtp,
  PRIZE_MULTIPLES,
  scratchMathsFor,
  SERIES,
  type ScratchMaths,
} from './scratch.ts';
import { roundsFor, spread, TOLERANCE } from './simulation.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const scratchCategory = terms.find((t) => t.slug === 'skrabespil')!.id;
const catalogueScratchers = games.filter((g) => g.termIds.includes(scratchCategory));

const exactlyPublished = (maths: ScratchMaths) => {
  const { paid, staked } = exactScratchRtp(maths);
  return paid * 10_000 === maths.rtpBasisPoints * staked;
};
const sdOf = (maths: ScratchMaths) =>
  spread([
    ...maths.weights.map((w, i): [number, number] => [PRIZE_MULTIPLES[i]!, w]),
    [0, SERIES - maths.weights.reduce((a, b) => a + b, 0)],
  ]).sd;

describe('scratch card maths (decided when the card is bought)', () => {
  it('plays every scratch game of the catalogue as a scratch card with exactly its published RTP', () => {
    expect(catalogueScratchers.length).toBeGreaterThanOrEqual(10);
    for (const game of catalogueScratchers) {
      const slugs = terms.filter((t) => game.termIds.includes(t.id)).map((t) => t.slug);
      expect(gameKindOf(slugs)).toBe('scratch');
      expect(exactlyPublished(scratchMathsFor(game))).toBe(true);
    }
  });

  it('has a valid prize table with exactly the published RTP for every volatility and RTP from 94 % to 97.5 %', () => {
    for (let volatility = 1; volatility <= 5; volatility++)
      for (let rtpBasisPoints = 9_400; rtpBasisPoints <= 9_750; rtpBasisPoints++) {
        const maths = scratchMathsFor({ volatility, rtpBasisPoints });
        expect(maths.weights.every((w) => Number.isInteger(w) && w > 0)).toBe(true);
        expect(maths.weights.reduce((a, b) => a + b, 0)).toBeLessThan(SERIES);
        expect(exactlyPublished(maths)).toBe(true);
      }
  });

  it.each([1, 2, 3, 4, 5])(
    'volatility %i returns its RTP within 0.5 points over at least 1,000,000 simulated cards',
    (volatility) => {
      const maths = scratchMathsFor({ volatility, rtpBasisPoints: 9_500 + volatility * 40 });
      const random = seededRandomInt(100 + volatility);
      const rounds = roundsFor(sdOf(maths));
      let paid = 0;
      for (let i = 0; i < rounds; i++) {
        const prize = drawPrize(maths, random);
        if (prize >= 0) paid += PRIZE_MULTIPLES[prize]!;
      }
      expect(Math.abs(paid / rounds - maths.rtpBasisPoints / 10_000)).toBeLessThan(TOLERANCE);
    },
  );

  it('shows its prize as three equal amounts, and no card shows three of any other amount', () => {
    const maths = scratchMathsFor({ volatility: 5, rtpBasisPoints: 9_600 });
    const random = seededRandomInt(9);
    let winners = 0;
    for (let i = 0; i < 5_000; i++) {
      const card = buyScratchCard(maths, random, 500);
      expect(card.cellsOre).toHaveLength(CELLS);
      const tally = new Map<number, number>();
      for (const cell of card.cellsOre) tally.set(cell, (tally.get(cell) ?? 0) + 1);
      const triples = [...tally].filter(([, n]) => n >= 3);
      if (card.winOre === 0) {
        expect(triples).toEqual([]);
        expect(card.winningCells).toEqual([]);
      } else {
        winners++;
        expect(triples).toEqual([[card.winOre, 3]]);
        expect(card.winningCells.map((i) => card.cellsOre[i])).toEqual([card.winOre, card.winOre, card.winOre]);
      }
    }
    expect(winners).toBeGreaterThan(1_000);
  });

  it('lays out the same cards from the same seed, and other cards from another', () => {
    const maths = scratchMathsFor({ volatility: 3, rtpBasisPoints: 9_500 });
    const buy = (seed: number) => {
      const random = seededRandomInt(seed);
      return Array.from({ length: 20 }, () => buyScratchCard(maths, random, 100));
    };
    expect(buy(3)).toEqual(buy(3));
    expect(buy(3)).not.toEqual(buy(4));
  });
});

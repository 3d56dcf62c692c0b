// Every catalogue game is playable at the sandbox provider (slots for slot categories, scratch cards
// for scratchers, roulette for table and live games), and each round's outcome fits the shared API schema.
import { roundOutcomeSchema } from '@casino/api-client/play';
import { generateCatalogue } from '../../seed/catalogue.ts';
import { createRandom } from '../../seed/random.ts';
import { gameKindOf, mathsOf, playMaths } from './catalogue-maths.ts';
import { seededRandomInt } from './random-source.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const catalogueGames = games.map((g) => ({
  ...g,
  categories: terms.filter((t) => t.taxonomy === 'category' && g.termIds.includes(t.id)).map((t) => t.slug),
}));

describe('how the sandbox provider plays the catalogue', () => {
  it('plays slot categories as slots, scratchers as scratch cards, table and live games as roulette', () => {
    const kinds = new Map(catalogueGames.map((g) => [g.slug, gameKindOf(g.categories)]));
    for (const g of catalogueGames) {
      if (g.categories.includes('skrabespil')) expect(kinds.get(g.slug)).toBe('scratch');
      else if (g.categories.includes('bordspil') || g.categories.includes('live-casino'))
        expect(kinds.get(g.slug)).toBe('roulette');
      else expect(g.categories).toContain('slots');
    }
    expect(new Set(kinds.values())).toEqual(new Set(['slots', 'scratch', 'roulette']));
  });

  it('publishes the catalogue RTP for slots and scratch cards, 97.30 % for roulette, all within 94-97.5 %', () => {
    for (const g of catalogueGames) {
      const maths = mathsOf(g);
      expect(maths.rtpBasisPoints).toBe(maths.kind === 'roulette' ? 9_730 : g.rtpBasisPoints);
      expect(maths.rtpBasisPoints).toBeGreaterThanOrEqual(9_400);
      expect(maths.rtpBasisPoints).toBeLessThanOrEqual(9_750);
    }
  });

  it('settles every game in whole øre with an outcome the shared round schema accepts', () => {
    const random = seededRandomInt(2026);
    for (const g of catalogueGames) {
      const maths = mathsOf(g);
      const stakeOre = g.betMinOre;
      for (let i = 0; i < 5; i++) {
        const { winOre, outcome } = playMaths(maths, random, stakeOre, { type: 'straight', number: i });
        expect(Number.isInteger(winOre) && winOre >= 0).toBe(true);
        expect(roundOutcomeSchema.parse(outcome)).toEqual(outcome);
        expect(outcome.kind).toBe(maths.kind);
      }
    }
  });
});

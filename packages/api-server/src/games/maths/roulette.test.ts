// European roulette (table and live games) returns 36/37 on every bet, published as 97.30 %, and a
// simulation returns that within 0.5 points.
import type { RouletteBet } from '@casino/api-client/play';
import { seededRandomInt } from './random-source.ts';
import {
  colourOf,
  exactRouletteRtp,
  POCKETS,
  returnMultiple,
  ROULETTE_RTP_BASIS_POINTS,
  spinRoulette,
} from './roulette.ts';
import { roundsFor, spread, TOLERANCE } from './simulation.ts';

const bets: RouletteBet[] = [
  ...Array.from({ length: 37 }, (_, number): RouletteBet => ({ type: 'straight', number })),
  { type: 'red' },
  { type: 'black' },
  { type: 'even' },
  { type: 'odd' },
];

describe('European roulette maths (the table game)', () => {
  it('returns exactly 36/37 on every bet over the 37 pockets, published as 97.30 %', () => {
    for (const bet of bets) expect(exactRouletteRtp(bet)).toEqual({ paid: 36, staked: 37 });
    expect(ROULETTE_RTP_BASIS_POINTS).toBe(Math.round((36 / 37) * 10_000));
  });

  it('has 18 red and 18 black pockets, and zero loses every even-money bet', () => {
    const colours = Array.from({ length: POCKETS }, (_, p) => colourOf(p));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    for (const type of ['red', 'black', 'even', 'odd'] as const) expect(returnMultiple({ type }, 0)).toBe(0);
    expect(returnMultiple({ type: 'straight', number: 0 }, 0)).toBe(36);
  });

  it.each<[string, RouletteBet]>([
    ['a number', { type: 'straight', number: 17 }],
    ['red', { type: 'red' }],
    ['black', { type: 'black' }],
    ['even', { type: 'even' }],
    ['odd', { type: 'odd' }],
  ])('returns 97.30 %% within 0.5 points on %s over at least 1,000,000 simulated spins', (_, bet) => {
    const { sd } = spread(Array.from({ length: POCKETS }, (_, p): [number, number] => [returnMultiple(bet, p), 1]));
    const random = seededRandomInt(37);
    const rounds = roundsFor(sd);
    let paid = 0;
    for (let i = 0; i < rounds; i++) paid += spinRoulette(random, 1, bet).winOre;
    expect(Math.abs(paid / rounds - 36 / 37)).toBeLessThan(TOLERANCE);
  });

  it('replays the same spins from the same seed', () => {
    const spins = (seed: number) => {
      const random = seededRandomInt(seed);
      return Array.from({ length: 30 }, () => spinRoulette(random, 1_000, { type: 'red' }));
    };
    expect(spins(5)).toEqual(spins(5));
    expect(spins(5)).not.toEqual(spins(6));
  });
});

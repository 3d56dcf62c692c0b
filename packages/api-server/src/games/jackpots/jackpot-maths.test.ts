// A jackpot game's published RTP is the RTP it plays: its reels return the catalogue's RTP minus the jackpot's
// long-run return, and the jackpot returns the share of every stake that funds the pool plus the house's
// seeds, won at a chance per øre staked (DOMAIN.md "Games": the published RTP is the maths' own).
import { generateCatalogue, withTermSlugs } from '../../seed/catalogue.ts';
import { createRandom } from '../../random.ts';
import { mathsOf } from '../maths/catalogue-maths.ts';
import { seededRandomInt } from '../maths/random-source.ts';
import { abs, fraction, less, sub } from '../maths/exact-fraction.ts';
import { exactRoundRtp } from '../maths/slot-round.ts';
import {
  contributionOf,
  jackpotDrawWins,
  jackpotMathsFor,
  jackpotRtpBasisPoints,
  JACKPOT_CONTRIBUTION_BASIS_POINTS,
  JACKPOT_SEED_RETURN_BASIS_POINTS,
} from './jackpot-maths.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const jackpotCategory = terms.find((t) => t.slug === 'jackpot')!.id;
const jackpotGames = games.filter((g) => g.termIds.includes(jackpotCategory)).map((g) => withTermSlugs(g, terms));

describe('the jackpot in the RTP a jackpot game publishes', () => {
  it('returns 1 % of the stakes through the pool and 0,5 % through the house’s seeds: 1,5 % in all', () => {
    for (const seedOre of [5_000_000, 123_456_700, 500_000_000]) {
      const jackpot = jackpotMathsFor(seedOre);
      expect(jackpotRtpBasisPoints(jackpot)).toBe(JACKPOT_CONTRIBUTION_BASIS_POINTS + JACKPOT_SEED_RETURN_BASIS_POINTS);
      expect(jackpotRtpBasisPoints(jackpot)).toBe(150);
    }
  });

  it('plays every jackpot game at exactly its published RTP: the reels’ exact RTP plus the jackpot’s', () => {
    expect(jackpotGames.length).toBeGreaterThan(10);
    for (const g of jackpotGames) {
      const maths = mathsOf(g)!;
      if (maths.kind !== 'slots' || !maths.jackpot) throw new Error(`${g.title} plays without its jackpot`);
      // The reels (with their bonus spins and multipliers) are tuned to within a thousandth of a point.
      const played = fraction(g.rtpBasisPoints - jackpotRtpBasisPoints(maths.jackpot), 10_000);
      expect([g.title, less(abs(sub(exactRoundRtp(maths.slots), played)), fraction(1, 100_000))]).toEqual([
        g.title,
        true,
      ]);
      expect(maths.rtpBasisPoints).toBe(g.rtpBasisPoints);
      expect(maths.jackpot.seedOre).toBe(g.jackpotOre);
    }
  });

  it('puts no jackpot on a game without one', () => {
    const plain = games.find((g) => g.jackpotOre === null && !g.termIds.includes(jackpotCategory))!;
    const maths = mathsOf({ ...withTermSlugs(plain, terms), categories: ['slots'] })!;
    expect(maths.kind === 'slots' && maths.jackpot).toBe(null);
  });

  it('pays back the contribution and the seeds in the long run: a simulated pool returns 1,5 % of the stakes', () => {
    // A small seed so a few million rounds see about a thousand jackpots.
    const jackpot = jackpotMathsFor(10_000);
    const random = seededRandomInt(41);
    const stakeOre = 1_000;
    const rounds = 2_000_000;
    let pool = jackpot.seedOre;
    let paid = 0;
    let wins = 0;
    for (let i = 0; i < rounds; i++) {
      pool += contributionOf(jackpot, stakeOre);
      if (jackpotDrawWins(jackpot, random, stakeOre)) {
        paid += pool;
        pool = jackpot.seedOre;
        wins++;
      }
    }
    // About stakes × 1.5 % / (seed + contributions per win): a thousand wins, so within a few per cent.
    expect(wins).toBeGreaterThan(900);
    expect(wins).toBeLessThan(1_100);
    const returnedPercent = (paid / (rounds * stakeOre)) * 100;
    expect(returnedPercent).toBeGreaterThan(1.45);
    expect(returnedPercent).toBeLessThan(1.55);
  });

  it('scales the chance with the stake: twice the stake, twice the chance', () => {
    const jackpot = jackpotMathsFor(10_000);
    const winsAt = (stakeOre: number) => {
      const random = seededRandomInt(7);
      let wins = 0;
      for (let i = 0; i < 1_000_000; i++) if (jackpotDrawWins(jackpot, random, stakeOre)) wins++;
      return wins;
    };
    expect(winsAt(100)).toBeGreaterThan(40);
    expect(winsAt(200) / winsAt(100)).toBeGreaterThan(1.7);
    expect(winsAt(200) / winsAt(100)).toBeLessThan(2.3);
  });
});

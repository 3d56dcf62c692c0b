// DOMAIN "RTP published is RTP played" for slots with features: every catalogue slot (line or Megaways, with
// bonus spins and multipliers or without) returns its published RTP by an exact sum (to a thousandth of a
// percentage point; the figure is published with two decimals), the formula agrees with every stop combination of a bonus game's reels, and a simulation
// of the real round agrees within its stated confidence interval. The features are played by the server inside
// the round that starts them (spec: the server decides every amount and outcome).
import { generateCatalogue, withTermSlugs } from '../../seed/catalogue.ts';
import { createRandom } from '../../random.ts';
import { mathsOf } from './catalogue-maths.ts';
import { abs, fraction, less, sub, toNumber } from './exact-fraction.ts';
import { exactMegawaysRtp, MAX_WAYS, simulateMegawaysSpin } from './megaways.ts';
import { seededRandomInt, type RandomInt } from './random-source.ts';
import { slotFeaturesOf } from './slot-features.ts';
import { exactBonusChance, exactRoundRtp, playSlotRound, slotGameMathsFor, type SlotGameMaths } from './slot-round.ts';
import { exactSlotRtp, payPercentAt, REELS, SCATTER, STRIP_LENGTH } from './slots.ts';

const { games, terms } = generateCatalogue(createRandom(20_260_101));
const catalogueSlots = games.flatMap((g) => {
  const maths = mathsOf(withTermSlugs(g, terms));
  return maths?.kind === 'slots' ? [{ game: g, maths: maths.slots }] : [];
});
const game = { id: 1_234, volatility: 4, rtpBasisPoints: 9_637 };
const linesWithEverything = slotGameMathsFor(game, slotFeaturesOf([], ['bonusspins', 'multiplikator']));
const megawaysWithEverything = slotGameMathsFor(game, slotFeaturesOf(['megaways'], ['bonusspins', 'multiplikator']));

/** A random source that answers `script` first (in order) and then `rest`. */
const scripted =
  (script: number[], rest: RandomInt = () => 0): RandomInt =>
  (n) => {
    const next = script.shift();
    if (next === undefined) return rest(n);
    if (next >= n) throw new Error(`scripted ${next} of ${n}`);
    return next;
  };

describe('the RTP a slot publishes is the RTP its whole round plays (exact)', () => {
  const published = (maths: SlotGameMaths) => fraction(maths.rtpBasisPoints, 10_000);

  it('returns every catalogue slot its published RTP to within a thousandth of a percentage point', () => {
    expect(catalogueSlots.length).toBeGreaterThan(200);
    expect(catalogueSlots.some(({ maths }) => maths.layout === 'megaways' && maths.features.bonusSpins)).toBe(true);
    expect(catalogueSlots.some(({ maths }) => maths.layout === 'lines' && maths.features.multipliers)).toBe(true);
    for (const { game: g, maths } of catalogueSlots) {
      const off = abs(sub(exactRoundRtp(maths), published(maths)));
      expect([g.title, less(off, fraction(1, 100_000))]).toEqual([g.title, true]);
    }
  });

  it('pays a line game without features exactly its published RTP, to the øre', () => {
    const plain = slotGameMathsFor(game, slotFeaturesOf([], []));
    expect(exactRoundRtp(plain)).toEqual(published(plain));
  });

  it('starts the bonus spins of a line game on 3 scatters: one each on reels 2, 3 and 4, 27 spins in 8,000', () => {
    expect(exactBonusChance(linesWithEverything)).toEqual(fraction(27, 8_000));
  });

  it('agrees with the formula over every one of the 3,200,000 stop combinations of a bonus game', () => {
    if (linesWithEverything.layout !== 'lines') throw new Error('not lines');
    const maths = linesWithEverything.lines;
    const stops = new Int32Array(REELS);
    let paid = 0;
    let triggers = 0;
    for (let n = 0; n < STRIP_LENGTH ** REELS; n++) {
      for (let reel = 0, rest = n; reel < REELS; reel++, rest = (rest / STRIP_LENGTH) | 0)
        stops[reel] = rest % STRIP_LENGTH;
      paid += payPercentAt(maths, stops);
      let scatters = 0;
      for (let reel = 0; reel < REELS; reel++)
        for (let row = 0; row < 3; row++)
          if (maths.windows[(reel * STRIP_LENGTH + stops[reel]!) * 3 + row] === SCATTER) scatters++;
      if (scatters >= 3) triggers++;
    }
    expect(paid).toBe(exactSlotRtp(maths).paid);
    expect(fraction(triggers, STRIP_LENGTH ** REELS)).toEqual(exactBonusChance(linesWithEverything));
  });

  // The exact figure is the claim; the simulations check that the played code is the maths the sum describes.
  // Four standard errors: a correct game fails about once in 16,000 seeds.
  const withinFourErrors = (samples: number, sum: number, squares: number, expected: number) => {
    const mean = sum / samples;
    const error = Math.sqrt((squares / samples - mean * mean) / samples);
    expect(Math.abs(mean - expected)).toBeLessThan(4 * error);
  };

  it('plays a Megaways base spin at its exact RTP over 1,000,000 simulated spins', () => {
    if (megawaysWithEverything.layout !== 'megaways') throw new Error('not megaways');
    const maths = megawaysWithEverything.megaways;
    const random = seededRandomInt(11);
    let sum = 0;
    let squares = 0;
    const spins = 1_000_000;
    for (let i = 0; i < spins; i++) {
      const pay = simulateMegawaysSpin(maths, random).percent / 100;
      sum += pay;
      squares += pay * pay;
    }
    withinFourErrors(spins, sum, squares, toNumber(exactMegawaysRtp(maths)));
  });

  it.each([
    ['a line game', linesWithEverything],
    ['a Megaways game', megawaysWithEverything],
  ])('plays whole rounds of %s with bonus spins and multipliers at the published RTP (100,000 rounds)', (_, maths) => {
    const random = seededRandomInt(2_026);
    let sum = 0;
    let squares = 0;
    const rounds = 100_000;
    const stakeOre = 100;
    for (let i = 0; i < rounds; i++) {
      // The win as a multiple of the stake (one krone).
      const stakes = playSlotRound(maths, random, stakeOre).winOre / stakeOre;
      sum += stakes;
      squares += stakes * stakes;
    }
    withinFourErrors(rounds, sum, squares, maths.rtpBasisPoints / 10_000);
  });
});

describe('slot features are played inside the round that starts them', () => {
  it('plays all 10 bonus spins at double pay in the round whose scatters start them, and adds them up', () => {
    // Reels 2-4 stopped on their scatter, reels 1 and 5 wherever; multiplier draws 0 (×1); then the bonus spins.
    if (linesWithEverything.layout !== 'lines') throw new Error('not lines');
    const strips = linesWithEverything.lines.strips;
    const onScatter = strips.map((strip) => Math.max(0, strip.indexOf(SCATTER)));
    const round = playSlotRound(linesWithEverything, scripted([...onScatter, 0], seededRandomInt(3)), 200);
    expect(round.bonus).not.toBeNull();
    expect(round.bonus!.scatters).toBe(3);
    expect(round.bonus!.spins).toHaveLength(10);
    for (const spin of round.bonus!.spins) {
      expect(spin.multiplier % 2).toBe(0);
      expect(spin.winOre).toBe(spin.lineWins.reduce((s, w) => s + w.winOre, 0) * spin.multiplier);
    }
    expect(round.winOre).toBe(round.base.winOre + round.bonus!.spins.reduce((s, spin) => s + spin.winOre, 0));
  });

  it('plays no bonus spins without the scatters, and none in a game without the feature', () => {
    const random = seededRandomInt(9);
    const plain = slotGameMathsFor(game, slotFeaturesOf([], ['multiplikator']));
    for (let i = 0; i < 2_000; i++) expect(playSlotRound(plain, random, 100).bonus).toBeNull();
    if (linesWithEverything.layout !== 'lines') throw new Error('not lines');
    const noScatter = linesWithEverything.lines.strips.map((strip) => (strip.indexOf(SCATTER) + 5) % STRIP_LENGTH);
    expect(playSlotRound(linesWithEverything, scripted([...noScatter, 0]), 100).bonus).toBeNull();
  });

  it('multiplies a spin by the drawn multiplier: 1, 2, 3 or 5', () => {
    const random = seededRandomInt(21);
    const seen = new Set<number>();
    for (let i = 0; i < 3_000; i++) {
      const { base } = playSlotRound(linesWithEverything, random, 100);
      seen.add(base.multiplier);
      expect(base.winOre).toBe(base.lineWins.reduce((s, w) => s + w.winOre, 0) * base.multiplier);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 5]);
  });
});

describe('Megaways reels (2 to 7 symbols a reel, ways = the product of the heights)', () => {
  it('shows 6 reels of 2 to 7 symbols, up to 117,649 ways', () => {
    expect(MAX_WAYS).toBe(117_649);
    // Every height draw answers 5 (7 symbols), every symbol draw 0 (a cherry), the multiplier 0.
    const all = playSlotRound(megawaysWithEverything, () => 0, 100);
    expect(all.base.reels.map((r) => r.length)).toEqual([2, 2, 2, 2, 2, 2]);
    const tallest = playSlotRound(megawaysWithEverything, (n) => (n === 6 ? 5 : 0), 100);
    expect(tallest.base.reels.map((r) => r.length)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(tallest.base.waysWins).toEqual([expect.objectContaining({ symbol: 'cherry', reels: 6, ways: 117_649 })]);
  });

  it('pays a symbol on adjacent reels from the left once per way: the product of its counts on those reels', () => {
    const random = seededRandomInt(77);
    let wins = 0;
    for (let i = 0; i < 500; i++) {
      const { base } = playSlotRound(megawaysWithEverything, random, 100);
      expect(base.reels).toHaveLength(6);
      for (const reel of base.reels) expect(reel.length >= 2 && reel.length <= 7).toBe(true);
      for (const win of base.waysWins) {
        wins++;
        const onReel = base.reels.map((reel) => reel.filter((s) => s === win.symbol).length);
        expect(win.ways).toBe(onReel.slice(0, win.reels).reduce((p, n) => p * n, 1));
        expect(onReel.slice(0, win.reels).every((n) => n > 0)).toBe(true);
        if (win.reels < 6) expect(onReel[win.reels]).toBe(0);
      }
    }
    expect(wins).toBeGreaterThan(200);
  });
});

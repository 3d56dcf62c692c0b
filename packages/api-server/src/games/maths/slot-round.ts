import type { SlotSymbol } from '@casino/api-client/play';
import { fraction, mul, type Fraction } from './exact-fraction.ts';
import {
  exactMegawaysRtp,
  megawaysMathsFor,
  megawaysScatterOdds,
  megawaysWeights,
  spinMegaways,
  type MegawaysMaths,
} from './megaways.ts';
import type { RandomInt } from './random-source.ts';
import { atLeast, featureFactor, scatterCountOdds } from './slot-feature-odds.ts';
import type { SlotFeatures } from './slot-features.ts';
import {
  exactSlotRtp,
  lineScatterOdds,
  SCATTER_REELS,
  slotMathsFor,
  spinSlot,
  type SlotGame,
  type SlotMaths,
} from './slots.ts';

// A whole slot round: the paid spin, its multiplier, and — when its scatters start them — the bonus spins,
// played here by the server inside the same round (and so the same transaction): the player sees them step by
// step, but they are settled with the round and nothing of them can be replayed or left unplayed.

export type SlotGameMaths = { features: SlotFeatures; rtpBasisPoints: number } & (
  { layout: 'lines'; lines: SlotMaths } | { layout: 'megaways'; megaways: MegawaysMaths }
);

/** The exact chance a spin starts the bonus spins (0 without them). */
function bonusChanceOf(features: SlotFeatures): Fraction {
  const bonus = features.bonusSpins;
  if (!bonus) return fraction(0);
  const perReel =
    features.layout === 'lines'
      ? Array.from({ length: 5 }, (_, reel) =>
          SCATTER_REELS.includes(reel) ? [fraction(17, 20), fraction(3, 20)] : [fraction(1)],
        )
      : megawaysScatterOdds({ weights: megawaysWeights(true), totalWeight: 40 });
  return atLeast(scatterCountOdds(perReel), bonus.scattersNeeded);
}

/** A catalogue slot's maths: its layout and features, with pays tuned so the whole round returns its RTP. */
export function slotGameMathsFor(game: SlotGame, features: SlotFeatures): SlotGameMaths {
  const tuning = { scatters: features.bonusSpins !== null, factor: featureFactor(features, bonusChanceOf(features)) };
  const common = { features, rtpBasisPoints: game.rtpBasisPoints };
  return features.layout === 'lines'
    ? { ...common, layout: 'lines', lines: slotMathsFor(game, tuning) }
    : { ...common, layout: 'megaways', megaways: megawaysMathsFor(game, tuning) };
}

/** The exact chance of the bonus spins, from the maths's own reels (a test checks it against bonusChanceOf). */
export function exactBonusChance(maths: SlotGameMaths): Fraction {
  const bonus = maths.features.bonusSpins;
  if (!bonus) return fraction(0);
  const perReel = maths.layout === 'lines' ? lineScatterOdds(maths.lines) : megawaysScatterOdds(maths.megaways);
  return atLeast(scatterCountOdds(perReel), bonus.scattersNeeded);
}

/** The exact RTP of a whole round (bonus spins and multipliers included), as a share of the stake. */
export function exactRoundRtp(maths: SlotGameMaths): Fraction {
  const base =
    maths.layout === 'lines'
      ? (({ paid, staked }) => fraction(paid, staked))(exactSlotRtp(maths.lines))
      : exactMegawaysRtp(maths.megaways);
  return mul(base, featureFactor(maths.features, exactBonusChance(maths)));
}

export interface SlotStep {
  reels: SlotSymbol[][];
  lineWins: { line: number; symbol: SlotSymbol; count: number; winOre: number }[];
  waysWins: { symbol: SlotSymbol; reels: number; ways: number; winOre: number }[];
  /** Every multiplier on this spin (the drawn one times the bonus spins'). */
  multiplier: number;
  /** The spin's wins times its multiplier. */
  winOre: number;
}

export interface SlotRound {
  base: SlotStep;
  bonus: { scatters: number; multiplier: number; spins: SlotStep[] } | null;
  winOre: number;
}

function drawMultiplier(features: SlotFeatures, random: RandomInt): number {
  const wheel = features.multipliers;
  if (!wheel) return 1;
  let draw = random(wheel.reduce((s, m) => s + m.weight, 0));
  for (const m of wheel) {
    if (draw < m.weight) return m.value;
    draw -= m.weight;
  }
  throw new Error('The multiplier wheel missed');
}

function spin(maths: SlotGameMaths, random: RandomInt, stakeOre: number, extra: number) {
  const shown =
    maths.layout === 'lines'
      ? { ...spinSlot(maths.lines, random, stakeOre), waysWins: [] }
      : { ...spinMegaways(maths.megaways, random, stakeOre), lineWins: [] };
  const multiplier = drawMultiplier(maths.features, random) * extra;
  const step: SlotStep = {
    reels: shown.reels,
    lineWins: shown.lineWins,
    waysWins: shown.waysWins,
    multiplier,
    winOre: shown.winOre * multiplier,
  };
  return { step, scatters: shown.scatters };
}

/** One round for `stakeOre` (whole kroner): the paid spin, then every bonus spin it started. */
export function playSlotRound(maths: SlotGameMaths, random: RandomInt, stakeOre: number): SlotRound {
  const { step: base, scatters } = spin(maths, random, stakeOre, 1);
  const rule = maths.features.bonusSpins;
  if (!rule || scatters < rule.scattersNeeded) return { base, bonus: null, winOre: base.winOre };
  const spins = Array.from({ length: rule.spins }, () => spin(maths, random, stakeOre, rule.multiplier).step);
  const winOre = spins.reduce((s, step) => s + step.winOre, base.winOre);
  return { base, bonus: { scatters, multiplier: rule.multiplier, spins }, winOre };
}

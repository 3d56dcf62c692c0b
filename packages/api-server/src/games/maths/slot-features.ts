// Which mechanics a slot has, from its catalogue entry: Megaways reels for the Megaways category, scatter-triggered
// bonus spins for the tag Bonusspins, a multiplier on every spin for the tag Multiplikator. The catalogue's tags
// name these mechanics, so the maths reads them from there and a test holds the two together
// (slot-mechanic-tags.test.ts): a tag whose mechanic a game's maths lacks fails it.

export const MEGAWAYS_CATEGORY = 'megaways';
export const BONUS_SPINS_TAG = 'bonusspins';
export const MULTIPLIER_TAG = 'multiplikator';

export interface BonusSpinsRule {
  /** How many scatter symbols anywhere on the reels start the bonus spins. */
  scattersNeeded: number;
  /** How many bonus spins the server plays, inside the round that triggered them. */
  spins: number;
  /** What every bonus spin's win is multiplied by. */
  multiplier: number;
}

/** A multiplier drawn for every spin: value and weight (out of the weights' sum). */
export type MultiplierWheel = readonly { value: number; weight: number }[];

export interface SlotFeatures {
  layout: 'lines' | 'megaways';
  bonusSpins: BonusSpinsRule | null;
  multipliers: MultiplierWheel | null;
}

/** Lines: three scatters, one each on reels 2, 3 and 4. Megaways: four scatters anywhere on the six reels. */
const BONUS_SPINS: Record<SlotFeatures['layout'], BonusSpinsRule> = {
  lines: { scattersNeeded: 3, spins: 10, multiplier: 2 },
  megaways: { scattersNeeded: 4, spins: 8, multiplier: 2 },
};

/** Most spins pay as they are; one in ten doubles or more. Mean 1.46. */
export const MULTIPLIER_WHEEL: MultiplierWheel = [
  { value: 1, weight: 70 },
  { value: 2, weight: 20 },
  { value: 3, weight: 7 },
  { value: 5, weight: 3 },
];

export function slotFeaturesOf(categories: readonly string[], tags: readonly string[]): SlotFeatures {
  const layout = categories.includes(MEGAWAYS_CATEGORY) ? 'megaways' : 'lines';
  return {
    layout,
    bonusSpins: tags.includes(BONUS_SPINS_TAG) ? BONUS_SPINS[layout] : null,
    multipliers: tags.includes(MULTIPLIER_TAG) ? MULTIPLIER_WHEEL : null,
  };
}

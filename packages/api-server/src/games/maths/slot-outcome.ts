import type { SlotOutcome, SlotSpinWire } from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import type { SlotRound, SlotStep } from './slot-round.ts';

// A slot round as the API sends it (slotOutcomeSchema): kroner instead of øre, the paid spin at the top level
// and the bonus spins after it in the order they were played.

function spinWire(step: SlotStep): SlotSpinWire {
  return {
    reels: step.reels,
    lineWins: step.lineWins.map(({ winOre, ...w }) => ({ ...w, win: oreToKroner(winOre) })),
    ...(step.waysWins.length
      ? { waysWins: step.waysWins.map(({ winOre, ...w }) => ({ ...w, win: oreToKroner(winOre) })) }
      : {}),
    multiplier: step.multiplier,
    win: oreToKroner(step.winOre),
  };
}

export function slotOutcomeOf(round: SlotRound): SlotOutcome {
  const bonus = round.bonus && {
    scatters: round.bonus.scatters,
    multiplier: round.bonus.multiplier,
    spins: round.bonus.spins.map(spinWire),
  };
  return { kind: 'slots', ...spinWire(round.base), ...(bonus ? { bonus } : {}) };
}

import type { GameKind, RoundOutcome, RouletteBet } from '@casino/api-client/play';
import type { RandomInt } from './random-source.ts';
import { ROULETTE_RTP_BASIS_POINTS, spinRoulette } from './roulette.ts';
import { buyScratchCard, scratchMathsFor, type ScratchMaths } from './scratch.ts';
import { slotMathsFor, spinSlot, type SlotMaths } from './slots.ts';
import { oreToKroner } from '@casino/locale';

// The one place that says how the sandbox provider plays each catalogue game and which RTP it publishes.
// Slots and scratch cards publish the catalogue's own RTP (its `rtpBasisPoints`) and their maths is tuned to
// return exactly that; table and live games are played as European roulette, whose RTP is fixed by its rules.

export interface CatalogueGame {
  id: number;
  volatility: number;
  rtpBasisPoints: number;
  /** The slugs of the game's categories. */
  categories: readonly string[];
}

/** Scratch cards for the scratch category, roulette for table and live games, a slot for everything else. */
export function gameKindOf(categories: readonly string[]): GameKind {
  if (categories.includes('skrabespil')) return 'scratch';
  if (categories.includes('bordspil') || categories.includes('live-casino')) return 'roulette';
  return 'slots';
}

export type GameMaths =
  | { kind: 'slots'; rtpBasisPoints: number; slots: SlotMaths }
  | { kind: 'scratch'; rtpBasisPoints: number; scratch: ScratchMaths }
  | { kind: 'roulette'; rtpBasisPoints: number };

/** A return to player in basis points (9_650) as the percentage players read (96.5). */
export const rtpPercent = (basisPoints: number) => basisPoints / 100;

export function mathsOf(game: CatalogueGame): GameMaths {
  const kind = gameKindOf(game.categories);
  if (kind === 'slots') return { kind, rtpBasisPoints: game.rtpBasisPoints, slots: slotMathsFor(game) };
  if (kind === 'scratch') return { kind, rtpBasisPoints: game.rtpBasisPoints, scratch: scratchMathsFor(game) };
  return { kind, rtpBasisPoints: ROULETTE_RTP_BASIS_POINTS };
}

/**
 * Plays one round of `maths` for `stakeOre` (whole kroner): the win in øre and the outcome as the API sends it.
 * A roulette round needs its bet; the caller has checked that (see rounds/play-round.ts).
 */
export function playMaths(
  maths: GameMaths,
  random: RandomInt,
  stakeOre: number,
  bet: RouletteBet | undefined,
): { winOre: number; outcome: RoundOutcome } {
  switch (maths.kind) {
    case 'slots': {
      const spin = spinSlot(maths.slots, random, stakeOre);
      const lineWins = spin.lineWins.map(({ winOre, ...w }) => ({ ...w, win: oreToKroner(winOre) }));
      return { winOre: spin.winOre, outcome: { kind: 'slots', reels: spin.reels, lineWins } };
    }
    case 'scratch': {
      const card = buyScratchCard(maths.scratch, random, stakeOre);
      const cells = card.cellsOre.map(oreToKroner);
      return { winOre: card.winOre, outcome: { kind: 'scratch', cells, winningCells: card.winningCells } };
    }
    case 'roulette': {
      if (!bet) throw new Error('A roulette round needs a bet');
      const spin = spinRoulette(random, stakeOre, bet);
      return { winOre: spin.winOre, outcome: { kind: 'roulette', pocket: spin.pocket, colour: spin.colour, bet } };
    }
  }
}

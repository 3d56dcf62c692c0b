import type { GameKind, RoundOutcome, TableBetChoice } from '@casino/api-client/play';
import { playBaccarat, type BaccaratBet } from './baccarat.ts';
import type { RandomInt } from './random-source.ts';
import { spinTable } from './roulette.ts';
import { isOnLayout, type RouletteWheel, type TableBet } from './roulette-layout.ts';
import { buyScratchCard, scratchMathsFor, type ScratchMaths } from './scratch.ts';
import { slotFeaturesOf } from './slot-features.ts';
import { slotOutcomeOf } from './slot-outcome.ts';
import { playSlotRound, slotGameMathsFor, type SlotGameMaths } from './slot-round.ts';
import { tableGameOf, tableRtpOf } from './table-games.ts';
import type { PayTable } from './video-poker-pay-tables.ts';
import { oreToKroner } from '@casino/locale';
import { jackpotMathsFor, jackpotRtpBasisPoints, type JackpotMaths } from '../jackpots/jackpot-maths.ts';

// The one place that says how the sandbox provider plays each catalogue game and which RTP it publishes.
// Slots and scratch cards publish the catalogue's own RTP (its `rtpBasisPoints`) and their maths is tuned to
// return exactly that; a table game plays the rules its name says (table-games.ts) and publishes their RTP.
// A slot with a jackpot publishes its base game's RTP plus the jackpot's long-run return (jackpot-maths.ts):
// its reels are tuned to the catalogue's RTP minus the jackpot's share, so the published RTP is the one played.

export interface CatalogueGame {
  id: number;
  title: string;
  volatility: number;
  rtpBasisPoints: number;
  /** The seed of the game's progressive jackpot; null for a game without one. */
  jackpotOre: number | null;
  /** The slugs of the game's categories. */
  categories: readonly string[];
  /** The slugs of the game's tags: a slot's mechanics (slot-features.ts). */
  tags: readonly string[];
}

const TABLE_CATEGORIES = ['bordspil', 'live-casino'];

/**
 * Scratch cards for the scratch category, a table game's own rules for table games (null when the catalogue
 * has no maths for its name), a slot for everything else.
 */
export function gameKindOf(categories: readonly string[], title = ''): GameKind | null {
  if (categories.includes('skrabespil')) return 'scratch';
  if (categories.some((c) => TABLE_CATEGORIES.includes(c))) return tableGameOf(title)?.kind ?? null;
  return 'slots';
}

export type GameMaths =
  | { kind: 'slots'; rtpBasisPoints: number; slots: SlotGameMaths; jackpot: JackpotMaths | null }
  | { kind: 'scratch'; rtpBasisPoints: number; scratch: ScratchMaths }
  | { kind: 'roulette'; rtpBasisPoints: number; wheel: RouletteWheel }
  | { kind: 'baccarat'; rtpBasisPoints: number }
  | { kind: 'blackjack'; rtpBasisPoints: number }
  | { kind: 'videoPoker'; rtpBasisPoints: number; payTable: PayTable };

/** The games played step by step as hands (hands/), not in one round. */
export type HandMaths = Extract<GameMaths, { kind: 'blackjack' | 'videoPoker' }>;
export const isHandGame = (maths: GameMaths): maths is HandMaths =>
  maths.kind === 'blackjack' || maths.kind === 'videoPoker';

/** A return to player in basis points (9_650) as the percentage players read (96.5). */
export const rtpPercent = (basisPoints: number) => basisPoints / 100;

/** The game's maths, or null for a table game the sandbox has no rules for. */
export function mathsOf(game: CatalogueGame): GameMaths | null {
  const kind = gameKindOf(game.categories, game.title);
  if (kind === 'slots') {
    const jackpot = game.jackpotOre ? jackpotMathsFor(game.jackpotOre) : null;
    const baseRtpBasisPoints = game.rtpBasisPoints - (jackpot ? jackpotRtpBasisPoints(jackpot) : 0);
    const features = slotFeaturesOf(game.categories, game.tags);
    const slots = slotGameMathsFor({ ...game, rtpBasisPoints: baseRtpBasisPoints }, features);
    return { kind, rtpBasisPoints: game.rtpBasisPoints, slots, jackpot };
  }
  if (kind === 'scratch') return { kind, rtpBasisPoints: game.rtpBasisPoints, scratch: scratchMathsFor(game) };
  const table = tableGameOf(game.title);
  if (!table) return null;
  return { ...table, rtpBasisPoints: tableRtpOf(table) };
}

const isBaccaratBet = (bet: TableBetChoice): bet is { type: BaccaratBet } =>
  bet.type === 'player' || bet.type === 'banker' || bet.type === 'tie';

/** Whether a one-step round of `maths` can take `bet` (roulette and baccarat need one that fits the game). */
export function betFits(maths: GameMaths, bet: TableBetChoice | undefined): 'fits' | 'required' | 'notAllowed' {
  if (maths.kind !== 'roulette' && maths.kind !== 'baccarat') return bet ? 'notAllowed' : 'fits';
  if (!bet) return 'required';
  if (maths.kind === 'baccarat') return isBaccaratBet(bet) ? 'fits' : 'notAllowed';
  return !isBaccaratBet(bet) && isOnLayout(maths.wheel, bet as TableBet) ? 'fits' : 'notAllowed';
}

/**
 * Plays one round of `maths` for `stakeOre` (whole kroner): the win in øre and the outcome as the API sends it.
 * The caller has checked the bet with `betFits`; blackjack and video poker are hands, never one round.
 */
export function playMaths(
  maths: GameMaths,
  random: RandomInt,
  stakeOre: number,
  bet: TableBetChoice | undefined,
): { winOre: number; outcome: RoundOutcome } {
  switch (maths.kind) {
    case 'slots': {
      const round = playSlotRound(maths.slots, random, stakeOre);
      return { winOre: round.winOre, outcome: slotOutcomeOf(round) };
    }
    case 'scratch': {
      const card = buyScratchCard(maths.scratch, random, stakeOre);
      const cells = card.cellsOre.map(oreToKroner);
      return { winOre: card.winOre, outcome: { kind: 'scratch', cells, winningCells: card.winningCells } };
    }
    case 'roulette': {
      if (!bet || isBaccaratBet(bet)) throw new Error('A roulette round needs a roulette bet');
      const spin = spinTable(random, maths.wheel, [{ bet: bet as TableBet, stakeOre }]);
      const { pocket, colour, winOre } = spin;
      return { winOre, outcome: { kind: 'roulette', wheel: maths.wheel, pocket, colour, bet } };
    }
    case 'baccarat': {
      if (!bet || !isBaccaratBet(bet)) throw new Error('A baccarat round needs a baccarat bet');
      const { coup, winOre } = playBaccarat(random, { [bet.type]: stakeOre });
      const { player, banker, playerTotal, bankerTotal, winner } = coup;
      return {
        winOre,
        outcome: { kind: 'baccarat', player, banker, playerTotal, bankerTotal, winner, bet: { type: bet.type } },
      };
    }
    case 'blackjack':
    case 'videoPoker':
      throw new Error(`${maths.kind} is played as a hand`);
  }
}

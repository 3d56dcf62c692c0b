import { cardAt, type Card, type Joker } from './cards.ts';
import { categoryOf, type HandCategory } from './poker-hands.ts';
import { shuffle, type RandomInt } from './random-source.ts';
import { payTableById } from './video-poker-pay-tables.ts';

// One hand of video poker as a state machine the server holds: deal (five cards from a freshly shuffled deck
// of 52, or 53 with the joker), hold (five yes/no, may be changed until the draw), draw (the cards not held are
// replaced by the next cards of the same deck, and the hand is paid by its pay table). The whole deck is
// shuffled at the deal, so the server has decided every card before the player holds; the rest of the deck
// stays on the server (see `videoPokerView`).

export type VideoPokerPhase = 'dealt' | 'held' | 'drawn';

export interface VideoPokerState {
  phase: VideoPokerPhase;
  payTableId: string;
  stakeOre: number;
  /** The five cards in front of the player. */
  hand: (Card | Joker)[];
  /** Which of the five the player holds; null until the first hold. */
  held: boolean[] | null;
  /** The undealt cards as card numbers (cards.ts), next first. Secret: never sent to the player. */
  deck: number[];
  /** After the draw: what the hand is and what it returned, stake included (0 for a losing hand). */
  category: HandCategory | null;
  winOre: number;
}

export type VideoPokerAction =
  | { type: 'deal'; stakeOre: number; payTableId: string }
  | { type: 'hold'; held: readonly boolean[] }
  | { type: 'draw' };

export type VideoPokerRefusal =
  /** A deal while a hand is still being played. */
  | 'HAND_IN_PROGRESS'
  /** Hold or draw with no hand dealt. */
  | 'NO_HAND'
  /** Hold or draw after the draw. */
  | 'HAND_OVER'
  /** A draw before the holds were given. */
  | 'HOLD_FIRST'
  | 'INVALID_HOLD'
  | 'INVALID_STAKE'
  | 'UNKNOWN_PAY_TABLE';

export type VideoPokerResult = { ok: true; state: VideoPokerState } | { ok: false; refusal: VideoPokerRefusal };

const refuse = (refusal: VideoPokerRefusal): VideoPokerResult => ({ ok: false, refusal });

/**
 * The next state of a hand after `action`, or why the action is refused. `state` is the player's current hand
 * (null when there is none); only a deal uses `random`.
 */
export function videoPokerStep(
  state: VideoPokerState | null,
  action: VideoPokerAction,
  random: RandomInt,
): VideoPokerResult {
  switch (action.type) {
    case 'deal': {
      if (state && state.phase !== 'drawn') return refuse('HAND_IN_PROGRESS');
      const payTable = payTableById(action.payTableId);
      if (!payTable) return refuse('UNKNOWN_PAY_TABLE');
      if (!Number.isInteger(action.stakeOre) || action.stakeOre <= 0) return refuse('INVALID_STAKE');
      const deck = shuffle(
        Array.from({ length: payTable.deckSize }, (_, i) => i),
        random,
      );
      return {
        ok: true,
        state: {
          phase: 'dealt',
          payTableId: payTable.id,
          stakeOre: action.stakeOre,
          hand: deck.slice(0, 5).map(cardAt),
          held: null,
          deck: deck.slice(5),
          category: null,
          winOre: 0,
        },
      };
    }
    case 'hold': {
      if (!state) return refuse('NO_HAND');
      if (state.phase === 'drawn') return refuse('HAND_OVER');
      const { held } = action;
      if (!Array.isArray(held) || held.length !== 5 || !held.every((h) => typeof h === 'boolean'))
        return refuse('INVALID_HOLD');
      return { ok: true, state: { ...state, phase: 'held', held: [...held] } };
    }
    case 'draw': {
      if (!state) return refuse('NO_HAND');
      if (state.phase === 'drawn') return refuse('HAND_OVER');
      if (state.phase === 'dealt' || !state.held) return refuse('HOLD_FIRST');
      const payTable = payTableById(state.payTableId)!;
      const deck = [...state.deck];
      const held = state.held;
      const hand = state.hand.map((card, i) => (held[i] ? card : cardAt(deck.shift()!)));
      const category = categoryOf(hand, payTable.rules);
      const winOre = (payTable.pays[category] ?? 0) * state.stakeOre;
      return { ok: true, state: { ...state, phase: 'drawn', hand, deck, category, winOre } };
    }
  }
}

/** What the player may see of a hand: everything but the undealt deck (listed, so a new secret stays out). */
export function videoPokerView(state: VideoPokerState): Omit<VideoPokerState, 'deck'> {
  const { phase, payTableId, stakeOre, hand, held, category, winOre } = state;
  return { phase, payTableId, stakeOre, hand, held, category, winOre };
}

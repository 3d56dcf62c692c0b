import { gameErrorCodes } from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import {
  blackjackStep,
  blackjackView,
  settleAbandoned,
  totalStakeOre,
  type BlackjackRefusal,
  type BlackjackState,
} from '../../maths/blackjack.ts';
import { handTotal } from '../../maths/blackjack-rules.ts';
import type { Card } from '../../maths/cards.ts';
import { refusal, type Refusal } from '../../refusal.ts';
import type { HandRules } from './hand-rules.ts';
import type { HandState } from './hand-state.ts';

// Blackjack as a hand the server holds: the deal, then hit, stand, double and split on the hand whose turn it
// is. A double or a split stakes the hand's stake again, under a ledger key of its own.

const errors = gameTexts.errors;

const outOfTurn = (error: string) => refusal(409, error, gameErrorCodes.outOfTurn);
const REFUSALS: Record<BlackjackRefusal, Refusal> = {
  HAND_IN_PROGRESS: outOfTurn(errors.handInProgress),
  NO_HAND: outOfTurn(errors.noHand),
  HAND_OVER: refusal(409, errors.handOver, gameErrorCodes.handOver),
  NOT_THIS_HANDS_TURN: outOfTurn(errors.notThisHandsTurn),
  CANNOT_DOUBLE: refusal(422, errors.cannotDouble, gameErrorCodes.outOfTurn),
  CANNOT_SPLIT: refusal(422, errors.cannotSplit, gameErrorCodes.outOfTurn),
  INVALID_STAKE: refusal(400, errors.stakeWholeKroner),
};

const blackjackOf = (state: HandState): { blackjack: BlackjackState; abandoned: boolean } => {
  if (state.kind !== 'blackjack') throw new Error('Not a blackjack hand');
  return state;
};
const wrap = (blackjack: BlackjackState, abandoned = false): HandState => ({ kind: 'blackjack', blackjack, abandoned });

/** The hands and the dealer as the API shows them (the hole card only once the hand is settled). */
function shown(state: HandState) {
  const { blackjack, abandoned } = blackjackOf(state);
  const view = blackjackView(blackjack);
  const hands = view.hands.map((hand, i) => {
    const result = view.results[i];
    return {
      cards: hand.cards,
      total: handTotal(hand.cards).total,
      stake: oreToKroner(hand.stakeOre),
      doubled: hand.doubled,
      ...(result ? { result: { outcome: result.outcome, returned: oreToKroner(result.returnOre) } } : {}),
    };
  });
  return { view, hands, dealer: view.dealer as Card[], abandoned };
}

export const blackjackHand: HandRules = {
  deal(_maths, random, stakeOre) {
    const dealt = blackjackStep(null, { type: 'deal', stakeOre }, random);
    if (!dealt.ok) throw new RangeError(`A blackjack deal refused a stake of ${stakeOre} øre`);
    return wrap(dealt.state);
  },

  step(state, step) {
    const { blackjack } = blackjackOf(state);
    if (step.move === 'draw') return refusal(422, errors.notYourMove);
    const next = blackjackStep(blackjack, { type: step.move, hand: step.hand }, () => 0);
    if (!next.ok) return REFUSALS[next.refusal];
    const stakeOre = totalStakeOre(next.state) - totalStakeOre(blackjack);
    const extra = stakeOre > 0 ? { stakeOre, key: `${step.move}-${step.hand}` } : undefined;
    return { ok: true, state: wrap(next.state), ...(extra ? { extra } : {}) };
  },

  isSettled: (state) => blackjackOf(state).blackjack.phase === 'settled',
  winOre: (state) => blackjackOf(state).blackjack.winOre,
  abandon: (state) => wrap(settleAbandoned(blackjackOf(state).blackjack), true),

  table(state) {
    const { view, hands, dealer, abandoned } = shown(state);
    return {
      kind: 'blackjack',
      hands,
      dealer,
      dealerTotal: view.dealerTotal,
      abandoned,
      active: view.active,
      allowed: view.allowed,
    };
  },

  outcome(state) {
    const { view, hands, dealer, abandoned } = shown(state);
    return { kind: 'blackjack', hands, dealer, dealerTotal: view.dealerTotal, abandoned };
  },
};

import type { RandomInt } from './random-source.ts';
import { basicStrategy } from './blackjack-strategy.ts';
import { allowedMoves, blackjackStep, totalStakeOre, type BlackjackState } from './blackjack.ts';

// Hands played through the game itself by basic strategy: a check of the exact RTP (blackjack-odds.ts) by the
// game as it is dealt. The test plays a few hundred thousand; scripts/blackjack-simulation.ts tens of millions.

/** The state after the player's next move by basic strategy. */
export function moveByBasicStrategy(state: BlackjackState): BlackjackState {
  const hand = state.hands[state.active]!;
  const move = basicStrategy(hand.cards, state.dealer[0]!, allowedMoves(state));
  const next = blackjackStep(state, { type: move, hand: state.active }, () => 0);
  if (!next.ok) throw new Error(`Basic strategy made a refused move: ${next.refusal}`);
  return next.state;
}

export interface SimulatedReturn {
  hands: number;
  /** Return per first stake. */
  rtp: number;
  /** Half the width of the 99 % confidence interval around `rtp`. */
  halfWidth99: number;
}

export function simulateBasicStrategy(random: RandomInt, hands: number): SimulatedReturn {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < hands; i++) {
    const dealt = blackjackStep(null, { type: 'deal', stakeOre: 2 }, random);
    if (!dealt.ok) throw new Error(dealt.refusal);
    let state = dealt.state;
    while (state.phase === 'playing') state = moveByBasicStrategy(state);
    // Win minus everything staked, per first stake of 2 øre.
    const net = (state.winOre - totalStakeOre(state)) / 2;
    sum += net;
    squares += net * net;
  }
  const mean = sum / hands;
  return { hands, rtp: 1 + mean, halfWidth99: 2.576 * Math.sqrt((squares / hands - mean * mean) / hands) };
}

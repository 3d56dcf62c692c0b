import type { HandStep, HandView, RoundOutcome } from '@casino/api-client/play';
import type { HandMaths } from '../../maths/catalogue-maths.ts';
import type { RandomInt } from '../../maths/random-source.ts';
import type { Refusal } from '../../refusal.ts';
import type { HandState } from './hand-state.ts';

/** A step the rules took: the new state, and any stake it adds (a double or a split) under its own ledger key. */
export type StepTaken = { ok: true; state: HandState; extra?: { stakeOre: number; key: string } };

/** How one game kind plays as a hand: the same shape for blackjack and video poker, so one service plays both. */
export interface HandRules {
  deal(maths: HandMaths, random: RandomInt, stakeOre: number): HandState;
  step(state: HandState, step: HandStep): StepTaken | Refusal;
  isSettled(state: HandState): boolean;
  /** What the settled hand returns, stake included. */
  winOre(state: HandState): number;
  /** The hand finished by the rules for a player who left it. */
  abandon(state: HandState): HandState;
  table(state: HandState): HandView['table'];
  outcome(state: HandState): RoundOutcome;
}

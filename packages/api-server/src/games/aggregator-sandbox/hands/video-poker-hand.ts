import { gameErrorCodes } from '@casino/api-client/play';
import { gameTexts } from '@casino/locale/games';
import { videoPokerStep, videoPokerView, type VideoPokerState } from '../../maths/video-poker.ts';
import { payTableById } from '../../maths/video-poker-pay-tables.ts';
import { refusal } from '../../refusal.ts';
import type { HandRules } from './hand-rules.ts';
import type { HandState } from './hand-state.ts';

// Video poker as a hand the server holds: the deal, then one step that holds the chosen cards and draws the
// rest, paid by the game's pay table. A hand left before the draw is drawn holding all five (the dealt hand
// is paid as it stands).

const errors = gameTexts.errors;

const pokerOf = (state: HandState): { videoPoker: VideoPokerState; abandoned: boolean } => {
  if (state.kind !== 'videoPoker') throw new Error('Not a video-poker hand');
  return state;
};
const wrap = (videoPoker: VideoPokerState, abandoned = false): HandState => ({
  kind: 'videoPoker',
  videoPoker,
  abandoned,
});

/** Holds `held` and draws; the maths refuses nothing here but a hand already drawn. */
function holdAndDraw(state: VideoPokerState, held: readonly boolean[]): VideoPokerState | null {
  const holding = videoPokerStep(state, { type: 'hold', held }, () => 0);
  if (!holding.ok) return null;
  const drawn = videoPokerStep(holding.state, { type: 'draw' }, () => 0);
  return drawn.ok ? drawn.state : null;
}

function shown(state: HandState) {
  const { videoPoker, abandoned } = pokerOf(state);
  const view = videoPokerView(videoPoker);
  return {
    kind: 'videoPoker' as const,
    payTable: view.payTableId,
    hand: view.hand,
    held: view.held ?? [false, false, false, false, false],
    category: view.category && view.category !== 'nothing' && view.winOre > 0 ? view.category : null,
    abandoned,
  };
}

export const videoPokerHand: HandRules = {
  deal(maths, random, stakeOre) {
    if (maths.kind !== 'videoPoker') throw new Error('Not a video-poker game');
    const dealt = videoPokerStep(null, { type: 'deal', stakeOre, payTableId: maths.payTable.id }, random);
    if (!dealt.ok) throw new RangeError(`A video-poker deal was refused: ${dealt.refusal}`);
    return wrap(dealt.state);
  },

  step(state, step) {
    const { videoPoker } = pokerOf(state);
    if (step.move !== 'draw') return refusal(422, errors.notYourMove);
    if (videoPoker.phase === 'drawn') return refusal(409, errors.handOver, gameErrorCodes.handOver);
    const drawn = holdAndDraw(videoPoker, step.held);
    if (!drawn) return refusal(422, errors.heldInvalid);
    return { ok: true, state: wrap(drawn) };
  },

  isSettled: (state) => pokerOf(state).videoPoker.phase === 'drawn',
  winOre: (state) => pokerOf(state).videoPoker.winOre,
  abandon(state) {
    const { videoPoker } = pokerOf(state);
    if (videoPoker.phase === 'drawn') return state;
    return wrap(holdAndDraw(videoPoker, [true, true, true, true, true])!, true);
  },

  table(state) {
    const { videoPoker } = pokerOf(state);
    const pays = payTableById(videoPoker.payTableId)?.pays ?? {};
    return {
      ...shown(state),
      phase: videoPoker.phase === 'drawn' ? 'drawn' : 'dealt',
      pays: { ...pays } as Record<string, number>,
    };
  },

  outcome: (state) => shown(state),
};

// DOMAIN "a game is what its name says": a video-poker hand is dealt, held and drawn in that order on the
// server, every step out of order refused with its reason, and paid by the game's pay table.
import { cardIndex, cardName, parseCards, type Card } from './cards.ts';
import { seededRandomInt } from './random-source.ts';
import { bestHold, buildDrawTable } from './video-poker-analysis.ts';
import { GAME_PAY_TABLES, JACKS_OR_BETTER_9_6, JOKER_POKER_17_7_5 } from './video-poker-pay-tables.ts';
import { videoPokerStep, videoPokerView, type VideoPokerAction, type VideoPokerState } from './video-poker.ts';

const deal = (seed: number, payTableId = JACKS_OR_BETTER_9_6.id, stakeOre = 500) => {
  const result = videoPokerStep(null, { type: 'deal', stakeOre, payTableId }, seededRandomInt(seed));
  if (!result.ok) throw new Error(result.refusal);
  return result.state;
};
const step = (state: VideoPokerState | null, action: VideoPokerAction) =>
  videoPokerStep(state, action, seededRandomInt(0));
const next = (state: VideoPokerState | null, action: VideoPokerAction) => {
  const result = step(state, action);
  if (!result.ok) throw new Error(result.refusal);
  return result.state;
};
const HOLD_NONE = { type: 'hold', held: [false, false, false, false, false] } as const;

/** A hand as if dealt from a deck stacked with `deck` after the five `hand` cards. */
const stacked = (hand: string, deck: string, stakeOre = 100): VideoPokerState => ({
  phase: 'dealt',
  payTableId: JACKS_OR_BETTER_9_6.id,
  stakeOre,
  hand: parseCards(hand),
  held: null,
  deck: parseCards(deck).map(cardIndex),
  category: null,
  winOre: 0,
});

describe('a video-poker hand: deal, hold, draw', () => {
  it('deals five different cards from a freshly shuffled deck, the rest kept secret on the server', () => {
    const state = deal(1);
    expect(state).toMatchObject({ phase: 'dealt', held: null, category: null, winOre: 0, stakeOre: 500 });
    expect(state.hand).toHaveLength(5);
    expect(new Set([...state.hand.map(cardIndex), ...state.deck]).size).toBe(52);
    expect(deal(1, JOKER_POKER_17_7_5.id).deck).toHaveLength(48);
    expect(deal(1)).toEqual(state);
    expect(deal(2)).not.toEqual(state);
    expect(videoPokerView(state)).not.toHaveProperty('deck');
  });

  it('replaces the cards not held by the next cards of the deck, in order, and pays by the pay table', () => {
    const held = next(stacked('AH KH QH JH 3C', '10H 9S 8S'), { type: 'hold', held: [true, true, true, true, false] });
    const drawn = next(held, { type: 'draw' });
    expect(drawn.hand.map((c) => cardName(c as Card))).toEqual(['AH', 'KH', 'QH', 'JH', '10H']);
    expect(drawn).toMatchObject({ phase: 'drawn', category: 'naturalRoyalFlush', winOre: 800 * 100 });
    expect(drawn.deck.length).toBe(2);

    const redraw = next(next(stacked('2C 5D 7H 9S 3D', 'AS AD 4C 4H 8S'), HOLD_NONE), { type: 'draw' });
    expect(redraw.hand.map((c) => cardName(c as Card)).join(' ')).toBe('AS AD 4C 4H 8S');
    expect(redraw).toMatchObject({ category: 'twoPair', winOre: 2 * 100 });

    const lost = next(next(stacked('2C 5D 7H 9S 3D', '10S 10D 4C 6H 8S'), HOLD_NONE), { type: 'draw' });
    expect(lost).toMatchObject({ category: 'nothing', winOre: 0 });
  });

  it('lets the holds be changed until the draw', () => {
    const first = next(stacked('AH KH QH JH 3C', '10H 9S'), HOLD_NONE);
    const changed = next(first, { type: 'hold', held: [true, true, true, true, false] });
    expect(changed.held).toEqual([true, true, true, true, false]);
    expect(next(changed, { type: 'draw' }).category).toBe('naturalRoyalFlush');
  });

  it('refuses every step out of turn, with its reason', () => {
    const dealt = deal(3);
    const held = next(dealt, HOLD_NONE);
    const drawn = next(held, { type: 'draw' });
    const dealAgain = { type: 'deal', stakeOre: 100, payTableId: JACKS_OR_BETTER_9_6.id } as const;
    expect(step(null, HOLD_NONE)).toEqual({ ok: false, refusal: 'NO_HAND' });
    expect(step(null, { type: 'draw' })).toEqual({ ok: false, refusal: 'NO_HAND' });
    expect(step(dealt, { type: 'draw' })).toEqual({ ok: false, refusal: 'HOLD_FIRST' });
    expect(step(dealt, dealAgain)).toEqual({ ok: false, refusal: 'HAND_IN_PROGRESS' });
    expect(step(held, dealAgain)).toEqual({ ok: false, refusal: 'HAND_IN_PROGRESS' });
    expect(step(drawn, HOLD_NONE)).toEqual({ ok: false, refusal: 'HAND_OVER' });
    expect(step(drawn, { type: 'draw' })).toEqual({ ok: false, refusal: 'HAND_OVER' });
    expect(step(drawn, dealAgain).ok).toBe(true);
  });

  it('refuses holds that are not five yes/no, stakes that are not whole øre, and unknown pay tables', () => {
    const dealt = deal(4);
    for (const held of [
      [true, false],
      [true, false, true, false, true, false],
      [1, 0, 1, 0, 1],
    ])
      expect(step(dealt, { type: 'hold', held: held as boolean[] })).toEqual({ ok: false, refusal: 'INVALID_HOLD' });
    for (const stakeOre of [0, -100, 2.5])
      expect(step(null, { type: 'deal', stakeOre, payTableId: JACKS_OR_BETTER_9_6.id })).toEqual({
        ok: false,
        refusal: 'INVALID_STAKE',
      });
    expect(step(null, { type: 'deal', stakeOre: 100, payTableId: 'jacks-or-better-8-5' })).toEqual({
      ok: false,
      refusal: 'UNKNOWN_PAY_TABLE',
    });
  });

  it('plays every game with its own pay table', () => {
    for (const table of Object.values(GAME_PAY_TABLES)) {
      const drawn = next(next(deal(5, table.id), HOLD_NONE), { type: 'draw' });
      expect(drawn.winOre).toBe((table.pays[drawn.category!] ?? 0) * 500);
    }
  });

  it('returns what the exact maths says when the best hold is played (100,000 hands, within 4 standard errors)', () => {
    const table = buildDrawTable(JACKS_OR_BETTER_9_6);
    const random = seededRandomInt(96);
    const hands = 100_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < hands; i++) {
      const dealt = videoPokerStep(null, { type: 'deal', stakeOre: 1, payTableId: table.payTable.id }, random);
      if (!dealt.ok) throw new Error(dealt.refusal);
      const { held } = bestHold(table, dealt.state.hand.map(cardIndex));
      const drawn = next(next(dealt.state, { type: 'hold', held }), { type: 'draw' });
      sum += drawn.winOre;
      squares += drawn.winOre ** 2;
    }
    const mean = sum / hands;
    const standardError = Math.sqrt((squares / hands - mean ** 2) / hands);
    expect(Math.abs(mean - JACKS_OR_BETTER_9_6.rtpMillionths / 1e6)).toBeLessThan(4 * standardError);
  });
});

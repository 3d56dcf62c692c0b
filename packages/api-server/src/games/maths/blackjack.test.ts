// DOMAIN "a game is what its name says": blackjack dealt by its rules from a six-deck shoe, the hand held by the
// server as a state machine; every move out of turn or not allowed is refused with its reason, and an abandoned
// hand is finished by the rules (the player stands), not lost.
import { cardIndex, cardName, DECK_SIZE, parseCards, type Card } from './cards.ts';
import { seededRandomInt } from './random-source.ts';
import {
  allowedMoves,
  blackjackStep,
  blackjackView,
  dealFromShoe,
  settleAbandoned,
  shuffledBlackjackShoe,
  totalStakeOre,
  type BlackjackAction,
  type BlackjackResult,
  type BlackjackState,
} from './blackjack.ts';
import type { BlackjackMove } from './blackjack-rules.ts';

const noRandom = () => {
  throw new Error('Only a deal draws from the random source');
};

/** A six-deck shoe with `names` on top (deal order: player, dealer, player, dealer, then the draws). */
function stacked(names: string): number[] {
  const top = parseCards(names).map(cardIndex);
  const rest = Array.from({ length: 6 * DECK_SIZE }, (_, i) => i % DECK_SIZE);
  for (const card of top) rest.splice(rest.indexOf(card), 1);
  return [...top, ...rest];
}
const ok = (result: BlackjackResult): BlackjackState => {
  if (!result.ok) throw new Error(result.refusal);
  return result.state;
};
const deal = (names: string, stakeOre = 1_000) => ok(dealFromShoe(stacked(names), stakeOre));
const move = (state: BlackjackState | null, type: BlackjackMove, hand = state?.active ?? 0) =>
  blackjackStep(state, { type, hand }, noRandom);
const play = (state: BlackjackState, ...moves: BlackjackMove[]) =>
  moves.reduce((current, type) => ok(move(current, type)), state);
const names = (cards: readonly Card[]) => cards.map(cardName).join(' ');

describe('a blackjack hand from deal to settlement', () => {
  it('deals player, dealer, player, dealer and shows only the dealer upcard while the hand is played', () => {
    const state = deal('10H 9C 7D 5S');
    expect(names(state.hands[0]!.cards)).toBe('10H 7D');
    expect(names(state.dealer)).toBe('9C 5S');
    const view = blackjackView(state);
    expect(names(view.dealer)).toBe('9C');
    expect(view.dealerTotal).toBe(9);
    expect(view).not.toHaveProperty('shoe');
    expect(view.allowed).toEqual(['hit', 'stand', 'double']);
  });

  it('ends the hand at the deal when the dealer peeks a blackjack: the first stake is lost, a player blackjack pushes', () => {
    expect(deal('10H AS 9D KS')).toMatchObject({ phase: 'settled', results: [{ outcome: 'lose', returnOre: 0 }] });
    expect(deal('AH 10S KD AS')).toMatchObject({ phase: 'settled', results: [{ outcome: 'push', returnOre: 1_000 }] });
  });

  it('pays a blackjack 3 to 2 at once', () => {
    expect(deal('AH 9S KD 7S')).toMatchObject({ phase: 'settled', winOre: 2_500, results: [{ outcome: 'blackjack' }] });
  });

  it('settles a bust as lost without the dealer drawing', () => {
    const state = play(deal('10H 6S 6D 10S 9C 5C'), 'hit');
    expect(state).toMatchObject({ phase: 'settled', winOre: 0, results: [{ outcome: 'lose' }] });
    expect(state.dealer).toHaveLength(2);
  });

  it('lets the dealer draw to 17 and stand on a soft 17', () => {
    const soft17 = play(deal('10H 6S 8D AS 2C'), 'stand');
    expect(names(soft17.dealer)).toBe('6S AS');
    expect(soft17).toMatchObject({ winOre: 2_000, results: [{ outcome: 'win' }] });
    const drawn = play(deal('10H 10S 8D 6S 5C'), 'stand');
    expect(names(drawn.dealer)).toBe('10S 6S 5C');
    expect(drawn).toMatchObject({ winOre: 0, results: [{ outcome: 'lose' }] });
    expect(play(deal('10H 10S 8D 8S'), 'stand')).toMatchObject({ winOre: 1_000, results: [{ outcome: 'push' }] });
  });

  it('ends a hand that reaches 21 and lets the dealer play', () => {
    const state = play(deal('5H 10S 6D 7S 10C'), 'hit');
    expect(state).toMatchObject({ phase: 'settled', winOre: 2_000 });
  });

  it('doubles on the first two cards only: twice the stake, one card, and the hand is done', () => {
    const doubled = play(deal('6H 10S 5D 7S 10C 9C'), 'double');
    expect(names(doubled.hands[0]!.cards)).toBe('6H 5D 10C');
    expect(doubled).toMatchObject({ phase: 'settled', winOre: 4_000 });
    expect(totalStakeOre(doubled)).toBe(2_000);
    expect(move(play(deal('2H 10S 3D 7S 4C'), 'hit'), 'double')).toEqual({ ok: false, refusal: 'CANNOT_DOUBLE' });
  });

  it('splits a pair once into two hands played in turn, doubling after the split allowed', () => {
    const split = play(deal('8H 10S 8D 7S 3C 10C 9H'), 'split');
    expect(split.hands.map((h) => names(h.cards))).toEqual(['8H 3C', '8D 10C']);
    expect(totalStakeOre(split)).toBe(2_000);
    expect(move(split, 'stand', 1)).toEqual({ ok: false, refusal: 'NOT_THIS_HANDS_TURN' });
    expect(allowedMoves(split)).toEqual(['hit', 'stand', 'double']);
    const settled = play(split, 'double', 'stand');
    expect(settled.results).toEqual([
      { outcome: 'win', returnOre: 4_000 },
      { outcome: 'win', returnOre: 2_000 },
    ]);
    const again = play(deal('8H 10S 8D 7S 8C 10C'), 'split');
    expect(names(again.hands[0]!.cards)).toBe('8H 8C');
    expect(move(again, 'split')).toEqual({ ok: false, refusal: 'CANNOT_SPLIT' });
  });

  it('gives split aces one card each, and an ace and a ten after a split is 21, not blackjack', () => {
    const state = play(deal('AH 6S AD 10S KC 9C 10D'), 'split');
    expect(state.hands.map((h) => names(h.cards))).toEqual(['AH KC', 'AD 9C']);
    expect(names(state.dealer)).toBe('6S 10S 10D');
    expect(state.results).toEqual([
      { outcome: 'win', returnOre: 2_000 },
      { outcome: 'win', returnOre: 2_000 },
    ]);
  });

  it('splits two cards of the same value only', () => {
    expect(move(deal('10H 9S 9D 7S'), 'split')).toEqual({ ok: false, refusal: 'CANNOT_SPLIT' });
    expect(allowedMoves(deal('10H 9S KD 7S'))).toContain('split');
  });
});

describe('a blackjack move out of turn is refused with its reason', () => {
  const playing = deal('10H 9C 7D 5S');
  const settled = play(deal('10H 9C 7D 5S'), 'stand');
  const dealAction: BlackjackAction = { type: 'deal', stakeOre: 1_000 };

  it.each<BlackjackMove>(['hit', 'stand', 'double', 'split'])('%s with no hand dealt', (type) => {
    expect(move(null, type, 0)).toEqual({ ok: false, refusal: 'NO_HAND' });
  });

  it.each<BlackjackMove>(['hit', 'stand', 'double', 'split'])('%s after the hand was settled', (type) => {
    expect(move(settled, type, 0)).toEqual({ ok: false, refusal: 'HAND_OVER' });
  });

  it.each<BlackjackMove>(['hit', 'stand', 'double', 'split'])('%s for a hand whose turn it is not', (type) => {
    expect(move(playing, type, 1)).toEqual({ ok: false, refusal: 'NOT_THIS_HANDS_TURN' });
    expect(move(playing, type, -1)).toEqual({ ok: false, refusal: 'NOT_THIS_HANDS_TURN' });
  });

  it('a deal while a hand is played, and a stake that is not a positive even number of øre', () => {
    expect(blackjackStep(playing, dealAction, seededRandomInt(1))).toEqual({ ok: false, refusal: 'HAND_IN_PROGRESS' });
    for (const stakeOre of [0, -2, 999, 1.5])
      expect(blackjackStep(null, { type: 'deal', stakeOre }, seededRandomInt(1))).toEqual({
        ok: false,
        refusal: 'INVALID_STAKE',
      });
    expect(blackjackStep(settled, dealAction, seededRandomInt(1)).ok).toBe(true);
  });

  it('leaves the state it was given unchanged, refused or not', () => {
    const before = JSON.stringify(playing);
    move(playing, 'split');
    move(playing, 'hit', 1);
    play(playing, 'hit');
    play(playing, 'double');
    expect(JSON.stringify(playing)).toBe(before);
  });
});

describe('an abandoned blackjack hand is finished by the rules, not lost', () => {
  it('stands the hand, lets the dealer play and pays what standing wins', () => {
    const state = deal('10H 6S 2D 10S 9C');
    const settled = settleAbandoned(state);
    expect(names(settled.dealer)).toBe('6S 10S 9C');
    expect(settled).toMatchObject({ phase: 'settled', winOre: 2_000, results: [{ outcome: 'win' }] });
  });

  it('stands both hands of a split', () => {
    const split = play(deal('8H 10S 8D 7S 3C 10C'), 'split');
    const settled = settleAbandoned(split);
    expect(settled.results).toEqual([
      { outcome: 'lose', returnOre: 0 },
      { outcome: 'win', returnOre: 2_000 },
    ]);
  });

  it('leaves a settled hand as it is', () => {
    const settled = deal('AH 9S KD 7S');
    expect(settleAbandoned(settled)).toBe(settled);
  });
});

describe('the shoe', () => {
  it('is six decks, shuffled from the random source, the same seed dealing the same hand', () => {
    const shoe = shuffledBlackjackShoe(seededRandomInt(21));
    expect(shoe).toHaveLength(312);
    for (let card = 0; card < DECK_SIZE; card++) expect(shoe.filter((c) => c === card)).toHaveLength(6);
    const dealt = (seed: number) => blackjackStep(null, { type: 'deal', stakeOre: 100 }, seededRandomInt(seed));
    expect(dealt(4)).toEqual(dealt(4));
    expect(dealt(4)).not.toEqual(dealt(5));
  });
});

import { cardAt, DECK_SIZE, type Card } from './cards.ts';
import { shuffle, type RandomInt } from './random-source.ts';
import { BLACKJACK_RULES, dealerStands, handTotal, isPair, type BlackjackMove } from './blackjack-rules.ts';

// One hand of blackjack as a state machine the server holds. The deal shuffles a fresh six-deck shoe, so every
// card is decided before the player acts; the undealt shoe and the dealer's hole card stay on the server
// (`blackjackView`). The player then plays the hand whose turn it is (hit, stand, double, split) until every
// hand is done; the dealer draws by the rules and the hands are settled. An action that is not the player's
// to take is refused with its reason, and the state is left as it was.

export interface PlayerHand {
  cards: Card[];
  /** The stake on this hand, doubled when the hand doubled. */
  stakeOre: number;
  doubled: boolean;
  /** Made by a split: a two-card 21 is then just 21. */
  fromSplit: boolean;
  /** Takes no more cards: stood, doubled, bust, reached 21, or a split ace with its one card. */
  done: boolean;
}

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface SettledHand {
  outcome: HandOutcome;
  /** What the hand returns, stake included. */
  returnOre: number;
}

export interface BlackjackState {
  phase: 'playing' | 'settled';
  hands: PlayerHand[];
  /** The hand whose turn it is while playing. */
  active: number;
  /** Upcard first, then the hole card, then what the dealer drew. */
  dealer: Card[];
  /** The shuffled shoe as card numbers (cards.ts). Secret: never sent to the player. */
  shoe: number[];
  /** How many cards of the shoe have been dealt. */
  dealt: number;
  /** One per hand once settled. */
  results: SettledHand[];
  winOre: number;
}

export type BlackjackAction = { type: 'deal'; stakeOre: number } | { type: BlackjackMove; hand: number };

export type BlackjackRefusal =
  /** A deal while a hand is being played. */
  | 'HAND_IN_PROGRESS'
  /** A move with no hand dealt. */
  | 'NO_HAND'
  /** A move after the hand was settled. */
  | 'HAND_OVER'
  /** A move for a hand whose turn it is not. */
  | 'NOT_THIS_HANDS_TURN'
  /** Double on other than the hand's first two cards. */
  | 'CANNOT_DOUBLE'
  /** Split of cards that are not a pair, or a second split. */
  | 'CANNOT_SPLIT'
  /** A stake that is not a positive, even number of øre (a blackjack pays 3:2 in whole øre). */
  | 'INVALID_STAKE';

export type BlackjackResult = { ok: true; state: BlackjackState } | { ok: false; refusal: BlackjackRefusal };

const refuse = (refusal: BlackjackRefusal): BlackjackResult => ({ ok: false, refusal });

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

/** The moves the player may make now, for the hand whose turn it is; none when the hand is settled. */
export function allowedMoves(state: BlackjackState): BlackjackMove[] {
  const hand = state.hands[state.active];
  if (state.phase !== 'playing' || !hand) return [];
  const moves: BlackjackMove[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && (!hand.fromSplit || BLACKJACK_RULES.doubleAfterSplit)) moves.push('double');
  if (state.hands.length < BLACKJACK_RULES.maxHands && isPair(hand.cards)) moves.push('split');
  return moves;
}

export const totalStakeOre = (state: BlackjackState): number =>
  state.hands.reduce((sum, hand) => sum + hand.stakeOre, 0);

/** A working copy: a step changes the copy and never the state it was given. The shoe is never changed. */
const copy = (state: BlackjackState): BlackjackState => ({
  ...state,
  hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  dealer: [...state.dealer],
  results: [...state.results],
});

function draw(state: BlackjackState): Card {
  const card = state.shoe[state.dealt++];
  if (card === undefined) throw new RangeError('The shoe ran out');
  return cardAt(card) as Card;
}

/** Gives a hand a card and marks it done when it is bust or at 21. */
function give(state: BlackjackState, hand: PlayerHand): void {
  hand.cards.push(draw(state));
  if (handTotal(hand.cards).total >= 21) hand.done = true;
}

function settleHand(hand: PlayerHand, dealer: readonly Card[]): SettledHand {
  const player = handTotal(hand.cards).total;
  const house = handTotal(dealer).total;
  const outcome: HandOutcome =
    player > 21 ? 'lose' : house > 21 || player > house ? 'win' : player === house ? 'push' : 'lose';
  return { outcome, returnOre: { win: 2, push: 1, lose: 0 }[outcome] * hand.stakeOre };
}

/** Every hand done: the dealer draws (unless every hand is bust) and the hands are settled. */
function finish(state: BlackjackState): BlackjackState {
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  for (let dealer = handTotal(state.dealer); live && !dealerStands(dealer.total, dealer.soft);) {
    state.dealer.push(draw(state));
    dealer = handTotal(state.dealer);
  }
  state.results = state.hands.map((hand) => settleHand(hand, state.dealer));
  state.winOre = state.results.reduce((sum, r) => sum + r.returnOre, 0);
  state.phase = 'settled';
  return state;
}

/** Moves the turn to the next hand not done; when there is none, the dealer plays. */
function advance(state: BlackjackState): BlackjackState {
  while (state.hands[state.active]?.done) state.active++;
  return state.active < state.hands.length ? state : finish(state);
}

/** A positive, even number of øre, so a blackjack's 3:2 is whole øre. */
const isValidStake = (stakeOre: number) => Number.isInteger(stakeOre) && stakeOre > 0 && stakeOre % 2 === 0;

/** The rules' decks as card numbers, in order; each deal shuffles a copy. */
const ORDERED_SHOE: readonly number[] = Array.from(
  { length: BLACKJACK_RULES.decks * DECK_SIZE },
  (_, i) => i % DECK_SIZE,
);

/** A fresh shoe of the rules' decks as card numbers, shuffled. */
export const shuffledBlackjackShoe = (random: RandomInt): number[] => shuffle(ORDERED_SHOE.slice(), random);

/**
 * Deals a hand from `shoe` (card numbers, dealt from the front): the deal `blackjackStep` makes with a freshly
 * shuffled shoe, and what a test uses with a stacked one.
 */
export function dealFromShoe(shoe: readonly number[], stakeOre: number): BlackjackResult {
  if (!isValidStake(stakeOre)) return refuse('INVALID_STAKE');
  const state: BlackjackState = {
    phase: 'playing',
    hands: [],
    active: 0,
    dealer: [],
    shoe: [...shoe],
    dealt: 0,
    results: [],
    winOre: 0,
  };
  // Player, dealer, player, dealer.
  const first = draw(state);
  state.dealer.push(draw(state));
  const hand: PlayerHand = { cards: [first, draw(state)], stakeOre, doubled: false, fromSplit: false, done: false };
  state.hands.push(hand);
  state.dealer.push(draw(state));
  const player = isBlackjack(hand.cards);
  // The dealer peeks: a dealer blackjack ends the hand before the player acts, a player blackjack is paid now.
  if (isBlackjack(state.dealer) || player) {
    hand.done = true;
    const outcome: HandOutcome = isBlackjack(state.dealer) ? (player ? 'push' : 'lose') : 'blackjack';
    const { win, stake } = BLACKJACK_RULES.blackjackPays;
    const returnOre = { blackjack: stakeOre + (stakeOre * win) / stake, push: stakeOre, win: 0, lose: 0 }[outcome];
    return { ok: true, state: { ...state, phase: 'settled', results: [{ outcome, returnOre }], winOre: returnOre } };
  }
  return { ok: true, state };
}

/**
 * The next state after `action`, or why it is refused. `state` is the player's current hand (null when there is
 * none); only a deal uses `random`.
 */
export function blackjackStep(
  state: BlackjackState | null,
  action: BlackjackAction,
  random: RandomInt,
): BlackjackResult {
  if (action.type === 'deal') {
    if (state?.phase === 'playing') return refuse('HAND_IN_PROGRESS');
    if (!isValidStake(action.stakeOre)) return refuse('INVALID_STAKE');
    return dealFromShoe(shuffledBlackjackShoe(random), action.stakeOre);
  }
  if (!state) return refuse('NO_HAND');
  if (state.phase === 'settled') return refuse('HAND_OVER');
  if (action.hand !== state.active) return refuse('NOT_THIS_HANDS_TURN');
  const allowed = allowedMoves(state);
  if (action.type === 'double' && !allowed.includes('double')) return refuse('CANNOT_DOUBLE');
  if (action.type === 'split' && !allowed.includes('split')) return refuse('CANNOT_SPLIT');

  const next = copy(state);
  const hand = next.hands[next.active]!;
  switch (action.type) {
    case 'hit':
      give(next, hand);
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stakeOre *= 2;
      hand.doubled = true;
      give(next, hand);
      hand.done = true;
      break;
    case 'split': {
      const aces = hand.cards[0]!.rank === 'A';
      const second: PlayerHand = { ...hand, cards: [hand.cards.pop()!], fromSplit: true };
      hand.fromSplit = true;
      next.hands.push(second);
      for (const split of next.hands) {
        give(next, split);
        if (aces && BLACKJACK_RULES.splitAcesOneCardEach) split.done = true;
      }
      break;
    }
  }
  return { ok: true, state: advance(next) };
}

/**
 * An abandoned hand is finished by the rules, not lost: every hand still in play stands, the dealer plays and
 * the hands are settled as if the player had stood.
 */
export function settleAbandoned(state: BlackjackState): BlackjackState {
  if (state.phase === 'settled') return state;
  const next = copy(state);
  for (const hand of next.hands) hand.done = true;
  return finish(next);
}

/** What the player may see: no shoe, and only the dealer's upcard while the hand is played. */
export function blackjackView(state: BlackjackState) {
  const { phase, hands, active, dealer, results, winOre } = state;
  return {
    phase,
    hands,
    active,
    dealer: phase === 'playing' ? dealer.slice(0, 1) : dealer,
    dealerTotal: handTotal(phase === 'playing' ? dealer.slice(0, 1) : dealer).total,
    allowed: allowedMoves(state),
    results,
    winOre,
  };
}

import { BLACKJACK_RULES, dealerStands, totalOfValues } from './blackjack-rules.ts';
import { strategyPlay } from './blackjack-strategy.ts';
import { CountedShoe } from './counted-shoe.ts';

// The exact return of basic strategy (blackjack-strategy.ts) under the rules (blackjack-rules.ts), for a hand
// dealt from a freshly shuffled six-deck shoe: every way the cards can fall, weighted by its probability
// without replacement (composition-dependent), the dealer's final total worked out for the cards left after
// each of the player's hands.
//
// Two facts make it exact and fast. First, the cards of a shuffled shoe are exchangeable, and the player never
// sees the hole card, so the hole card may be drawn after the player's cards: what the player holds then
// decides what is left for the dealer. The dealer's peek is the condition "the hole card does not make a
// blackjack", carried as a factor rather than renormalised. Second, after a split each hand plays by its own
// cards only, so by the same exchangeability (and optional stopping: the dealer's cards after the other hand
// are distributed as if drawn straight after this one) the split is worth exactly twice one hand that starts
// with the pair card, both pair cards out of the shoe.
//
// Card values are 1 (ace) to 10 (ten or picture).

/**
 * The published RTP: basic strategy's return per first stake (99.5401 %), in basis points. Per everything
 * staked, doubles and splits included, it is 99.59 %. The test recomputes both.
 */
export const BLACKJACK_RTP_BASIS_POINTS = 9_954;

const TEN = 10;
const ACE = 1;
/** Dealer finals: 17, 18, 19, 20, 21, bust (index 5). */
const BUST = 5;

interface DealerGroup {
  /** (value, how many of it) for the cards the dealer draws after the upcard, the hole card included. */
  values: number[];
  counts: number[];
  cards: number;
  final: number;
  /** How many orders of these cards are a valid dealer hand. */
  orders: number;
}

/** The card that completes a dealer blackjack under this upcard, which the peek rules out; 0 for none. */
const blackjackCard = (up: number) => (up === ACE ? TEN : up === TEN ? ACE : 0);

/**
 * Every hand the dealer can finish with from `up`, grouped by which cards it drew (the chance of a sequence
 * drawn without replacement depends only on which cards it holds, not their order).
 */
function dealerGroups(up: number): DealerGroup[] {
  const groups = new Map<string, DealerGroup>();
  const drawn = Array<number>(TEN + 1).fill(0);
  const visit = (hard: number, hasAce: boolean, cards: number) => {
    const { total, soft } = totalOfValues(hard, hasAce);
    if (cards >= 1 && (hard > 21 || dealerStands(total, soft))) {
      const final = hard > 21 ? BUST : total - 17;
      const key = drawn.join(',');
      const group = groups.get(key);
      if (group) group.orders++;
      else {
        const values = drawn.flatMap((n, v) => (n > 0 ? [v] : []));
        groups.set(key, { values, counts: values.map((v) => drawn[v]!), cards, final, orders: 1 });
      }
      return;
    }
    for (let v = ACE; v <= TEN; v++) {
      if (cards === 0 && v === blackjackCard(up)) continue;
      drawn[v]!++;
      visit(hard + v, hasAce || v === ACE, cards + 1);
      drawn[v]!--;
    }
  };
  visit(up, up === ACE, 0);
  return [...groups.values()];
}

/** A hand's expected win − stake and expected total stake, in first stakes. */
export interface HandValue {
  win: number;
  stake: number;
}

export interface BlackjackReturn {
  /** Expected return per unit of the first stake, stakes of doubles and splits included in what is paid. */
  rtpPerInitialStake: number;
  /** Expected total staked per hand, in first stakes (1 + doubles and splits). */
  stakedPerHand: number;
  /** Expected return over expected total staked. */
  rtpPerTotalStake: number;
}

export interface BlackjackOdds {
  /** The value of a hand dealt `first` and `second` against the upcard `up` (values, ace 1), under basic strategy. */
  dealValue(first: number, second: number, up: number): HandValue;
  /** The return of basic strategy over every deal. */
  basicStrategyReturn(): BlackjackReturn;
}

export function blackjackOdds(decks: number = BLACKJACK_RULES.decks): BlackjackOdds {
  const shoe = Array.from({ length: TEN + 1 }, (_, v) => (v === 0 ? 0 : v === TEN ? 16 * decks : 4 * decks));
  const counted = new CountedShoe(shoe);
  const { left } = counted;
  const take = (v: number) => counted.take(v);
  const putBack = (v: number) => counted.putBack(v);
  // The cards out of the shoe as one number (5 bits a value), a key for what the dealer faces.
  const removedKey = () => {
    let key = 0;
    for (let v = TEN; v >= ACE; v--) key = key * 32 + (shoe[v]! - left[v]!);
    return key;
  };

  const groupsByUp = Array.from({ length: TEN + 1 }, (_, up) => (up === 0 ? [] : dealerGroups(up)));
  const dealerMemo = Array.from({ length: TEN + 1 }, () => new Map<number, Float64Array>());
  const falling = new Float64Array((TEN + 1) * 16);
  const fallingTotal = new Float64Array(16);

  /** P(dealer final, and no dealer blackjack) for the cards now left, upcard `up` already out. */
  function dealerOutcomes(up: number): Float64Array {
    const key = removedKey();
    const known = dealerMemo[up]!.get(key);
    if (known) return known;
    for (let v = ACE; v <= TEN; v++) {
      falling[v * 16] = 1;
      for (let k = 1; k < 16; k++) falling[v * 16 + k] = falling[v * 16 + k - 1]! * (left[v]! - k + 1);
    }
    fallingTotal[0] = 1;
    for (let k = 1; k < 16; k++) fallingTotal[k] = fallingTotal[k - 1]! * (counted.size - k + 1);
    const outcomes = new Float64Array(6);
    for (const group of groupsByUp[up]!) {
      let p = group.orders / fallingTotal[group.cards]!;
      for (let i = 0; i < group.values.length; i++) p *= falling[group.values[i]! * 16 + group.counts[i]!]!;
      outcomes[group.final]! += p;
    }
    dealerMemo[up]!.set(key, outcomes);
    return outcomes;
  }

  /** P(no dealer blackjack) for the cards now left. */
  const noDealerBlackjack = (up: number) => {
    const card = blackjackCard(up);
    return card === 0 ? 1 : 1 - left[card]! / counted.size;
  };

  /** Standing on `total`: E[win − loss, no dealer blackjack]. */
  function standValue(total: number, up: number): number {
    const dealer = dealerOutcomes(up);
    let value = 0;
    for (let final = 0; final < 6; final++) {
      const p = dealer[final]!;
      if (final === BUST || final + 17 < total) value += p;
      else if (final + 17 > total) value -= p;
    }
    return value;
  }

  // [expected win − stake, expected stake], both on the event "no dealer blackjack"; per hand, memoised by
  // upcard, the pair it was split from (0: none) and the cards out of the shoe, which with those two tell
  // the hand's cards.
  const playMemo = Array.from({ length: (TEN + 1) * (TEN + 1) }, () => new Map<number, readonly [number, number]>());
  const stand = (total: number, up: number) => [standValue(total, up), noDealerBlackjack(up)] as const;
  const bust = (up: number) => [-noDealerBlackjack(up), noDealerBlackjack(up)] as const;

  /** E over the next card of `then(card)`, weighted by what is left. */
  function overNextCard(then: (v: number) => readonly [number, number]): [number, number] {
    let value = 0;
    let staked = 0;
    const total = counted.size;
    for (let v = ACE; v <= TEN; v++) {
      if (left[v] === 0) continue;
      const p = take(v) / total;
      const [win, stake] = then(v);
      value += p * win;
      staked += p * stake;
      putBack(v);
    }
    return [value, staked];
  }

  /** A hand's value from here, playing basic strategy; `pair` is the value of a pair it may still split. */
  function play(hard: number, hasAce: boolean, cards: number, splitFrom: number, pair: number | null, up: number) {
    const fromSplit = splitFrom !== 0;
    const memo = playMemo[splitFrom * (TEN + 1) + up]!;
    const key = removedKey();
    const known = pair === null ? memo.get(key) : undefined;
    if (known) return known;
    const { total } = totalOfValues(hard, hasAce);
    const canDouble = cards === 2 && (!fromSplit || BLACKJACK_RULES.doubleAfterSplit);
    const move = total === 21 ? 'stand' : strategyPlay(hard, hasAce, pair, up, canDouble);
    let result: readonly [number, number];
    if (move === 'stand') result = stand(total, up);
    else if (move === 'hit')
      result = overNextCard((v) =>
        hard + v > 21 ? bust(up) : play(hard + v, hasAce || v === ACE, cards + 1, splitFrom, null, up),
      );
    else if (move === 'double') {
      const [win, stake] = overNextCard((v) =>
        hard + v > 21 ? bust(up) : stand(totalOfValues(hard + v, hasAce || v === ACE).total, up),
      );
      result = [2 * win, 2 * stake];
    } else {
      // Split: the other pair card is already out of the shoe; this hand starts with one card.
      const [win, stake] = splitHand(pair!, up);
      result = [2 * win, 2 * stake];
    }
    if (pair === null) memo.set(key, result);
    return result;
  }

  /** One hand of a split pair of `v`: it draws its second card, then plays (split aces stand on it). */
  const splitHand = (v: number, up: number) =>
    overNextCard((second) => {
      const hard = v + second;
      const hasAce = v === ACE || second === ACE;
      if (v === ACE && BLACKJACK_RULES.splitAcesOneCardEach) return stand(totalOfValues(hard, hasAce).total, up);
      return play(hard, hasAce, 2, v, null, up);
    });

  /** With the three cards already out of the shoe. */
  function valueAfterDeal(first: number, second: number, up: number): HandValue {
    const card = blackjackCard(up);
    const dealerBlackjack = card === 0 ? 0 : left[card]! / counted.size;
    if (Math.min(first, second) === ACE && Math.max(first, second) === TEN) {
      const { win, stake } = BLACKJACK_RULES.blackjackPays;
      return { win: (1 - dealerBlackjack) * (win / stake), stake: 1 };
    }
    const pair = first === second ? first : null;
    const [win, stake] = play(first + second, first === ACE || second === ACE, 2, 0, pair, up);
    // A dealer blackjack takes the first stake and nothing more.
    return { win: win - dealerBlackjack, stake: stake + dealerBlackjack };
  }

  return {
    dealValue(first, second, up) {
      take(first);
      take(second);
      take(up);
      const value = valueAfterDeal(first, second, up);
      [up, second, first].forEach(putBack);
      return value;
    },
    basicStrategyReturn() {
      let win = 0;
      let stake = 0;
      for (let first = ACE; first <= TEN; first++) {
        const p1 = take(first) / (counted.size + 1);
        for (let second = ACE; second <= TEN; second++) {
          const p2 = p1 * (take(second) / (counted.size + 1));
          for (let up = ACE; up <= TEN; up++) {
            const p = p2 * (take(up) / (counted.size + 1));
            const value = valueAfterDeal(first, second, up);
            win += p * value.win;
            stake += p * value.stake;
            putBack(up);
          }
          putBack(second);
        }
        putBack(first);
      }
      return { rtpPerInitialStake: 1 + win, stakedPerHand: stake, rtpPerTotalStake: (stake + win) / stake };
    },
  };
}

import { DEUCES_WILD, JACKS_OR_BETTER, JOKER_POKER, type HandCategory, type PokerRules } from './poker-hands.ts';

// The pay tables of the video-poker games, as data the guide can print. A pay is what a hand returns for a stake
// of 1, the stake included ("for 1"), at the royal flush's maximum-bet rate of 800. The RTPs are the exact
// returns under optimal play (every hold of every deal), from video-poker-analysis.ts; its test recomputes them.

export type VideoPokerGame = 'jacksOrBetter' | 'deucesWild' | 'jokerPoker';

export interface PayTable {
  id: string;
  /** The name the table is known by. */
  name: string;
  game: VideoPokerGame;
  rules: PokerRules;
  /** 52, or 53 with the joker. */
  deckSize: number;
  /** What each paying hand returns for a stake of 1; a hand not listed pays nothing. */
  pays: Partial<Record<HandCategory, number>>;
  /** The exact RTP under optimal play, in millionths (99.5439 % is 995_439), rounded. */
  rtpMillionths: number;
}

export const JACKS_OR_BETTER_9_6: PayTable = {
  id: 'jacks-or-better-9-6',
  name: 'Jacks or Better 9/6 (full pay)',
  game: 'jacksOrBetter',
  rules: JACKS_OR_BETTER,
  deckSize: 52,
  pays: {
    naturalRoyalFlush: 800,
    straightFlush: 50,
    fourOfAKind: 25,
    fullHouse: 9,
    flush: 6,
    straight: 4,
    threeOfAKind: 3,
    twoPair: 2,
    highPair: 1,
  },
  rtpMillionths: 995_439,
};

/** "Not So Ugly Deuces", the common casino table, and the one the game plays. */
export const DEUCES_WILD_NSUD: PayTable = {
  id: 'deuces-wild-nsud',
  name: 'Deuces Wild, Not So Ugly Deuces (16/10/4/4/3/2/1)',
  game: 'deucesWild',
  rules: DEUCES_WILD,
  deckSize: 52,
  pays: {
    naturalRoyalFlush: 800,
    fourDeuces: 200,
    wildRoyalFlush: 25,
    fiveOfAKind: 16,
    straightFlush: 10,
    fourOfAKind: 4,
    fullHouse: 4,
    flush: 3,
    straight: 2,
    threeOfAKind: 1,
  },
  rtpMillionths: 997_283,
};

/** Full pay Deuces Wild returns more than the stake under optimal play: a reference for the maths, not played. */
export const DEUCES_WILD_FULL_PAY: PayTable = {
  ...DEUCES_WILD_NSUD,
  id: 'deuces-wild-full-pay',
  name: 'Deuces Wild, full pay (15/9/5/3/2/2/1)',
  pays: { ...DEUCES_WILD_NSUD.pays, fiveOfAKind: 15, straightFlush: 9, fourOfAKind: 5, fullHouse: 3, flush: 2 },
  rtpMillionths: 1_007_620,
};

/** Joker Poker, Kings or Better, full pay ("20/7/5": four of a kind 20, full house 7, flush 5): over 100 %. */
export const JOKER_POKER_20_7_5: PayTable = {
  id: 'joker-poker-kings-20-7-5',
  name: 'Joker Poker, Kings or Better 20/7/5 (full pay)',
  game: 'jokerPoker',
  rules: JOKER_POKER,
  deckSize: 53,
  pays: {
    naturalRoyalFlush: 800,
    fiveOfAKind: 200,
    wildRoyalFlush: 100,
    straightFlush: 50,
    fourOfAKind: 20,
    fullHouse: 7,
    flush: 5,
    straight: 3,
    threeOfAKind: 2,
    twoPair: 1,
    highPair: 1,
  },
  rtpMillionths: 1_006_463,
};

/** The same with four of a kind paying 17 ("17/7/5"), a common casino table, and the one the game plays. */
export const JOKER_POKER_17_7_5: PayTable = {
  ...JOKER_POKER_20_7_5,
  id: 'joker-poker-kings-17-7-5',
  name: 'Joker Poker, Kings or Better 17/7/5',
  pays: { ...JOKER_POKER_20_7_5.pays, fourOfAKind: 17 },
  rtpMillionths: 980_854,
};

export const PAY_TABLES: readonly PayTable[] = [
  JACKS_OR_BETTER_9_6,
  DEUCES_WILD_NSUD,
  DEUCES_WILD_FULL_PAY,
  JOKER_POKER_20_7_5,
  JOKER_POKER_17_7_5,
];

/** The table each video-poker game plays. */
export const GAME_PAY_TABLES: Readonly<Record<VideoPokerGame, PayTable>> = {
  jacksOrBetter: JACKS_OR_BETTER_9_6,
  deucesWild: DEUCES_WILD_NSUD,
  jokerPoker: JOKER_POKER_17_7_5,
};

export const payTableById = (id: string): PayTable | undefined => PAY_TABLES.find((table) => table.id === id);

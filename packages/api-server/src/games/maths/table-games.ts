import { baccaratRtpBasisPoints, exactCoupCounts } from './baccarat-odds.ts';
import { BLACKJACK_RTP_BASIS_POINTS } from './blackjack-odds.ts';
import { tableRtpBasisPoints } from './roulette.ts';
import type { RouletteWheel, TableBet } from './roulette-layout.ts';
import { GAME_PAY_TABLES, type PayTable, type VideoPokerGame } from './video-poker-pay-tables.ts';

// Which rules each catalogue table game plays, read from its name, and the RTP it publishes: the exact return
// of its best bet (roulette, baccarat) or of the optimal play its guide describes (blackjack's basic
// strategy, video poker's optimal holds). A table game whose name matches none of these has no maths and is
// not played (the catalogue leaves it out).

export type TableGame =
  | { kind: 'roulette'; wheel: RouletteWheel }
  | { kind: 'baccarat' }
  | { kind: 'blackjack' }
  | { kind: 'videoPoker'; payTable: PayTable };

const videoPoker = (game: VideoPokerGame): TableGame => ({ kind: 'videoPoker', payTable: GAME_PAY_TABLES[game] });

/** First match wins: the named roulette wheels before the plain European one. */
const BY_NAME: readonly [RegExp, TableGame][] = [
  [/\bamerikansk roulette\b/i, { kind: 'roulette', wheel: 'american' }],
  [/\bfransk roulette\b/i, { kind: 'roulette', wheel: 'french' }],
  [/\broulette\b/i, { kind: 'roulette', wheel: 'european' }],
  [/\bblackjack\b/i, { kind: 'blackjack' }],
  [/\b(baccarat|punto banco)\b/i, { kind: 'baccarat' }],
  [/\bjacks or better\b/i, videoPoker('jacksOrBetter')],
  [/\bdeuces wild\b/i, videoPoker('deucesWild')],
  [/\bjoker poker\b/i, videoPoker('jokerPoker')],
];

/**
 * Names that say more than these rules play (one deck, a switch of cards, several hands at once): no maths,
 * so such a game is never played as something it is not.
 */
const NOT_THESE_RULES = /\b(single deck|switch|multihand)\b/i;

export function tableGameOf(title: string): TableGame | null {
  if (NOT_THESE_RULES.test(title)) return null;
  return BY_NAME.find(([pattern]) => pattern.test(title))?.[1] ?? null;
}

/** The bets the sandbox's roulette board offers: every number, the even-money chances, dozens and columns. */
export const ROULETTE_BOARD_BETS: readonly TableBet[] = [
  { type: 'straight', number: 1 },
  ...(['red', 'black', 'even', 'odd', 'low', 'high'] as const).map((type) => ({ type })),
  { type: 'dozen', dozen: 1 },
  { type: 'column', column: 1 },
];

let baccaratBanker: number | undefined;
/** The banker bet's exact RTP (the best of the three), worked out once over the whole shoe. */
const baccaratRtp = () => (baccaratBanker ??= baccaratRtpBasisPoints(exactCoupCounts()).banker);

/** The RTP the game publishes, in basis points, computed from its maths. */
export function tableRtpOf(game: TableGame): number {
  switch (game.kind) {
    case 'roulette':
      return Math.max(...ROULETTE_BOARD_BETS.map((bet) => tableRtpBasisPoints(game.wheel, bet)));
    case 'baccarat':
      return baccaratRtp();
    case 'blackjack':
      return BLACKJACK_RTP_BASIS_POINTS;
    case 'videoPoker':
      return Math.round(game.payTable.rtpMillionths / 100);
  }
}

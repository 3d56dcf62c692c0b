import { inputTexts } from '@casino/locale/input';
import { gameTexts } from '@casino/locale/games';
import { z } from 'zod/mini';
import { inputLimits, isoDateTimeSchema, kronerSchema, slugSchema, urlOrPathSchema } from '@casino/api-client';
import { strictObjectParams } from '@casino/api-client/requests';
import { baccaratOutcomeSchema, blackjackOutcomeSchema, videoPokerOutcomeSchema } from './card-schemas.ts';
import { freeSpinChoiceSchema, freeSpinPlayedSchema, liveFreeSpinsSchema } from './free-spin-schemas.ts';

// Playing a game: a game session, rounds settled by the server on the ledger, trophies, and the
// messages the sandbox game provider posts to the play page. Client and server validate with these.

const errors = gameTexts.errors;

/**
 * How the sandbox provider plays a catalogue game: slots, scratch cards, and each table game by its own rules.
 * Blackjack and video poker are played step by step as hands (table-schemas.ts); the rest settle in one round.
 */
export const gameKindSchema = z.enum(['slots', 'scratch', 'roulette', 'baccarat', 'blackjack', 'videoPoker']);
export type GameKind = z.output<typeof gameKindSchema>;

/** The slot symbols, from the lowest paying to the highest, and last the scatter that starts the bonus spins. */
export const slotSymbols = ['cherry', 'lemon', 'plum', 'bell', 'star', 'diamond', 'seven', 'scatter'] as const;
export const slotSymbolSchema = z.enum(slotSymbols);
export type SlotSymbol = z.output<typeof slotSymbolSchema>;

/**
 * Roulette bets on the layout: one number (35:1; 37 is the American wheel's 00), an even-money chance (1:1), a
 * dozen or a column (2:1). The server checks the number against the game's wheel.
 */
const straightBetSchema = z.strictObject({
  type: z.literal('straight'),
  number: z.int(errors.rouletteNumber).check(z.minimum(0, errors.rouletteNumber), z.maximum(37, errors.rouletteNumber)),
});
const evenMoneyBetSchema = z.strictObject({ type: z.enum(['red', 'black', 'even', 'odd', 'low', 'high']) });
const dozenBetSchema = z.strictObject({
  type: z.literal('dozen'),
  dozen: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: errors.betRequired }),
});
const columnBetSchema = z.strictObject({
  type: z.literal('column'),
  column: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: errors.betRequired }),
});
export const rouletteBetSchema = z.discriminatedUnion(
  'type',
  [straightBetSchema, evenMoneyBetSchema, dozenBetSchema, columnBetSchema],
  { error: errors.betRequired },
);
export type RouletteBet = z.output<typeof rouletteBetSchema>;

/** Punto banco: the player's hand (1:1), the banker's (1:1 less 5 % commission) or a tie (8:1). */
export const baccaratBetSchema = z.strictObject({ type: z.enum(['player', 'banker', 'tie']) });
export type BaccaratBetChoice = z.output<typeof baccaratBetSchema>;

/** What a one-step table round's stake is on: a roulette or a baccarat bet (their types never overlap). */
export const tableBetSchema = z.discriminatedUnion(
  'type',
  [straightBetSchema, evenMoneyBetSchema, dozenBetSchema, columnBetSchema, baccaratBetSchema],
  { error: errors.betRequired },
);
export type TableBetChoice = z.output<typeof tableBetSchema>;

/** A stake in whole kroner (every game's bet range is in whole kroner; wins are then exact in øre). */
export const stakeSchema = z
  .number({ error: errors.stakeRequired })
  .check(
    z.int(errors.stakeWholeKroner),
    z.positive(errors.stakeWholeKroner),
    z.maximum(inputLimits.kroner, inputTexts.amountTooLarge(inputLimits.kroner)),
  );

/** A browser-made round id: the same id twice settles once (a retried or double-clicked spin). */
export const roundIdSchema = z.uuid({ error: errors.roundIdInvalid });
export const gameSessionIdSchema = z.uuid({ error: errors.sessionRequired });

/** What the play page and the provider's game need to know about the game being played. */
export const playableGameSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  kind: gameKindSchema,
  /** The game's colour (hex), for the provider's page. */
  color: z.string(),
  /** Published return to player in per cent, e.g. 96.12; the maths returns exactly this (roulette: 36/37). */
  rtp: z.number().check(z.positive(), z.maximum(100)),
  /** Bet range in whole kroner. */
  betMin: kronerSchema.check(z.positive()),
  betMax: kronerSchema.check(z.positive()),
});
export type PlayableGame = z.output<typeof playableGameSchema>;

/** POST /api/proxy/games/{slug}/sessions: no body. */
export const gameSessionRequestSchema = z.strictObject({}, strictObjectParams);

/** The answer: the id every round and a deposit from the game carry, and the provider's page for the iframe. */
export const gameSessionSchema = z.object({
  gameSessionId: gameSessionIdSchema,
  /** The sandbox provider's page of this game and session (same origin), for the play page's iframe. */
  launchUrl: urlOrPathSchema,
  expiresAt: isoDateTimeSchema,
  game: playableGameSchema,
  balance: kronerSchema,
  /** The player's bonus spins on this game, or null when there are none. */
  freeSpins: z.nullable(liveFreeSpinsSchema),
});
export type GameSession = z.output<typeof gameSessionSchema>;

/** A frame's round at the game aggregator: the browser only asks for a round with a stake; the aggregator decides. */
export const roundRequestSchema = z.strictObject(
  {
    roundId: roundIdSchema,
    gameSessionId: gameSessionIdSchema,
    stake: stakeSchema,
    /** Roulette and baccarat only: what the stake is on. */
    bet: z.optional(tableBetSchema),
    /** Play the round as a bonus spin: the server takes the grant's stake, whatever `stake` says. */
    freeSpin: z.optional(freeSpinChoiceSchema),
  },
  strictObjectParams,
);
export type RoundRequest = z.input<typeof roundRequestSchema>;

const lineWinSchema = z.object({
  line: z.int().check(z.minimum(1), z.maximum(10)),
  symbol: slotSymbolSchema,
  count: z.int().check(z.minimum(3), z.maximum(5)),
  win: kronerSchema.check(z.positive()),
});

/** A Megaways win: the symbol on `reels` adjacent reels from the left, on `ways` combinations of them. */
const waysWinSchema = z.object({
  symbol: slotSymbolSchema,
  reels: z.int().check(z.minimum(3), z.maximum(6)),
  ways: z.int().check(z.positive()),
  win: kronerSchema.check(z.positive()),
});

/**
 * One spin: reels left to right, each top to bottom (5 × 3 on a line slot, 6 reels of 2-7 on a Megaways), its
 * line or ways wins, the spin's multiplier (absent: 1) and what the spin paid with it (absent on rounds
 * settled before spins said so: the sum of the wins).
 */
export const slotSpinSchema = z.object({
  reels: z.array(z.array(slotSymbolSchema).check(z.minLength(2), z.maxLength(7))).check(z.minLength(5), z.maxLength(6)),
  lineWins: z.array(lineWinSchema),
  waysWins: z.optional(z.array(waysWinSchema)),
  multiplier: z.optional(z.int().check(z.positive())),
  win: z.optional(kronerSchema.check(z.nonnegative())),
});
export type SlotSpinWire = z.output<typeof slotSpinSchema>;

/**
 * A slot round: the spin the stake paid for and, when its scatters started them, the bonus spins the server
 * played in the same round, in order (each with its own reels, wins and multiplier).
 */
export const slotOutcomeSchema = z.object({
  kind: z.literal('slots'),
  ...slotSpinSchema.shape,
  bonus: z.optional(
    z.object({
      scatters: z.int().check(z.positive()),
      multiplier: z.int().check(z.positive()),
      spins: z.array(slotSpinSchema).check(z.minLength(1)),
    }),
  ),
  /** The progressive jackpot this round won (a jackpot game's server draw), included in the round's win. */
  jackpotWin: z.optional(kronerSchema.check(z.positive())),
});

/** Nine cells (row by row) with a prize each; three equal prizes win that prize (decided when the card is bought). */
export const scratchOutcomeSchema = z.object({
  kind: z.literal('scratch'),
  cells: z.array(kronerSchema.check(z.positive())).check(z.length(9)),
  /** The three winning cells (0-8), or empty. */
  winningCells: z.array(z.int().check(z.minimum(0), z.maximum(8))),
});

export const rouletteColourSchema = z.enum(['red', 'black', 'green']);
export const rouletteWheelSchema = z.enum(['european', 'french', 'american']);
/** Pocket 37 is the American wheel's 00; rounds played before the wheel was recorded were European. */
export const rouletteOutcomeSchema = z.object({
  kind: z.literal('roulette'),
  wheel: z.optional(rouletteWheelSchema),
  pocket: z.int().check(z.minimum(0), z.maximum(37)),
  colour: rouletteColourSchema,
  bet: rouletteBetSchema,
});

export const roundOutcomeSchema = z.discriminatedUnion('kind', [
  slotOutcomeSchema,
  scratchOutcomeSchema,
  rouletteOutcomeSchema,
  baccaratOutcomeSchema,
  blackjackOutcomeSchema,
  videoPokerOutcomeSchema,
]);
export type RoundOutcome = z.output<typeof roundOutcomeSchema>;
export type SlotOutcome = z.output<typeof slotOutcomeSchema>;
export type ScratchOutcome = z.output<typeof scratchOutcomeSchema>;
export type RouletteOutcome = z.output<typeof rouletteOutcomeSchema>;

/** A settled round; `replayed` is true when the round id was already settled (the stored result, not a new one). */
export const roundResultSchema = z.object({
  roundId: roundIdSchema,
  gameSessionId: gameSessionIdSchema,
  game: slugSchema,
  stake: kronerSchema.check(z.positive()),
  win: kronerSchema.check(z.nonnegative()),
  /** The balance right after this round. */
  balance: kronerSchema.check(z.nonnegative()),
  outcome: roundOutcomeSchema,
  playedAt: isoDateTimeSchema,
  replayed: z.boolean(),
  /** Present when the round was a bonus spin: no money left the balance, and the win is bonus money. */
  freeSpin: z.optional(freeSpinPlayedSchema),
});
export type RoundResult = z.output<typeof roundResultSchema>;

/** Why a round or session was refused (`code` beside the Danish `error`). */
export const gameErrorCodes = {
  playBlocked: 'PLAY_BLOCKED',
  depositLimitRequired: 'DEPOSIT_LIMIT_REQUIRED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  stakeOutOfRange: 'STAKE_OUT_OF_RANGE',
  sessionInvalid: 'GAME_SESSION_INVALID',
  roundIdReused: 'ROUND_ID_REUSED',
  /** A step of a hand the player may not take now (a deal while a hand is open, a move out of turn). */
  outOfTurn: 'OUT_OF_TURN',
  /** A step on a hand that is already settled. */
  handOver: 'HAND_OVER',
  /** A bonus spin asked for with no live grant: none, used up or expired (the Danish `error` says which). */
  noFreeSpins: 'NO_FREE_SPINS',
} as const;
export type GameErrorCode = (typeof gameErrorCodes)[keyof typeof gameErrorCodes];

export const trophyIdSchema = z.enum(['first-win', 'hundred-rounds', 'big-win']);
export type TrophyId = z.output<typeof trophyIdSchema>;

/** GET /api/proxy/games/trophies: every trophy, earned or not, with the player's progress towards it. */
export const trophySchema = z.object({
  id: trophyIdSchema,
  earned: z.boolean(),
  /** When the round that earned it was played. */
  earnedAt: z.nullable(isoDateTimeSchema),
  progress: z.object({ current: z.int().check(z.nonnegative()), target: z.int().check(z.positive()) }),
});
export type Trophy = z.output<typeof trophySchema>;
export const trophiesSchema = z.array(trophySchema);

/**
 * What the provider's game posts to the play page (window.parent.postMessage, with the site's origin as the
 * target). The play page must check `event.origin` against the launchUrl's origin and `event.source` against
 * its iframe, then parse with this schema:
 * - `ready`: the game loaded;
 * - `round-settled`: a round was settled; `balance` is the balance after it (update the header with it);
 * - `deposit-requested`: the player pressed "Indbetal" in the game (open the deposit dialog with the session).
 */
export const GAME_MESSAGE_SOURCE = 'casino-sandbox-game';
export const gameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(GAME_MESSAGE_SOURCE), type: z.literal('ready'), gameSessionId: gameSessionIdSchema }),
  z.object({
    source: z.literal(GAME_MESSAGE_SOURCE),
    type: z.literal('round-settled'),
    gameSessionId: gameSessionIdSchema,
    roundId: roundIdSchema,
    stake: kronerSchema,
    win: kronerSchema,
    balance: kronerSchema,
    /** Present when the round was a bonus spin. */
    freeSpin: z.optional(freeSpinPlayedSchema),
  }),
  z.object({
    source: z.literal(GAME_MESSAGE_SOURCE),
    type: z.literal('deposit-requested'),
    gameSessionId: gameSessionIdSchema,
  }),
]);
export type GameMessage = z.output<typeof gameMessageSchema>;

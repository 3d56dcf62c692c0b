import { z } from 'zod/mini';
import { gameTexts } from '@casino/locale/games';
import { isoDateTimeSchema, kronerSchema, slugSchema } from '@casino/api-client';
import { strictObjectParams } from '@casino/api-client/requests';
import { blackjackMoveSchema, blackjackOutcomeSchema, videoPokerOutcomeSchema } from './card-schemas.ts';
import { gameSessionIdSchema, roundIdSchema, stakeSchema } from './schemas.ts';

// Hands: the games a player plays step by step (blackjack: deal, then hit, stand, double, split; video poker:
// deal, then hold and draw). The game aggregator holds the hand; the game's frame only asks it for the next step.

const errors = gameTexts.errors;

/** POST `<frame>/hands` at the game aggregator: deals a new hand for the stake; the round id settles it once. */
export const dealRequestSchema = z.strictObject(
  { roundId: roundIdSchema, gameSessionId: gameSessionIdSchema, stake: stakeSchema },
  strictObjectParams,
);
export type DealRequest = z.input<typeof dealRequestSchema>;

/** A browser-made id per step: the same step sent twice is taken once (a double debits its stake once). */
export const stepIdSchema = z.uuid({ error: errors.stepIdInvalid });

const step = { stepId: stepIdSchema, gameSessionId: gameSessionIdSchema };

/** POST `<frame>/hands/{roundId}/steps` at the game aggregator: the next move of the hand. */
export const handStepSchema = z.discriminatedUnion(
  'move',
  [
    z.strictObject(
      {
        ...step,
        move: blackjackMoveSchema,
        /** The blackjack hand the move is for (1 after a split). */
        hand: z.int(errors.handNumber).check(z.minimum(0, errors.handNumber), z.maximum(1, errors.handNumber)),
      },
      strictObjectParams,
    ),
    z.strictObject(
      {
        ...step,
        move: z.literal('draw'),
        /** Which of the five cards to keep. */
        held: z.array(z.boolean({ error: errors.heldInvalid })).check(z.length(5, errors.heldInvalid)),
      },
      strictObjectParams,
    ),
  ],
  { error: errors.moveRequired },
);
export type HandStep = z.input<typeof handStepSchema>;

export const blackjackTableSchema = z.object({
  ...blackjackOutcomeSchema.shape,
  /** The hand whose turn it is while the hand is open. */
  active: z.int(),
  /** The moves the player may make now; none once settled. */
  allowed: z.array(blackjackMoveSchema),
});

export const videoPokerTableSchema = z.object({
  ...videoPokerOutcomeSchema.shape,
  phase: z.enum(['dealt', 'drawn']),
  /** What each paying hand returns per krone staked (stake included), as the game's pay table. */
  pays: z.record(z.string(), z.number()),
});

/** A hand as the player may see it: the dealer's hole card and the undealt cards stay on the server. */
export const handViewSchema = z.object({
  roundId: roundIdSchema,
  game: slugSchema,
  status: z.enum(['open', 'settled']),
  /** Everything staked on the hand so far, doubles and splits included. */
  stake: kronerSchema,
  /** What the hand returned once settled (stake included); 0 while open. */
  win: kronerSchema,
  balance: kronerSchema,
  table: z.discriminatedUnion('kind', [blackjackTableSchema, videoPokerTableSchema]),
  updatedAt: isoDateTimeSchema,
  /** True when the step id was already taken: the hand as it is, and nothing debited again. */
  replayed: z.boolean(),
});
export type HandView = z.output<typeof handViewSchema>;

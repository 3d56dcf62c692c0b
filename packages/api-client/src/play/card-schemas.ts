import { z } from 'zod/mini';
import { kronerSchema } from '@casino/api-client';

// The cards of the card games and what a settled card-game round shows: a baccarat coup, a blackjack hand, a
// video-poker hand. Kept apart from the round schemas so each file has one subject.

export const suitSchema = z.enum(['clubs', 'diamonds', 'hearts', 'spades']);
export const rankSchema = z.enum(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
export const playingCardSchema = z.object({ rank: rankSchema, suit: suitSchema });
/** A card of a deck, or Joker Poker's joker. */
export const cardSchema = z.union([playingCardSchema, z.object({ rank: z.literal('joker') })]);
export type CardWire = z.output<typeof cardSchema>;

export const baccaratOutcomeSchema = z.object({
  kind: z.literal('baccarat'),
  player: z.array(playingCardSchema),
  banker: z.array(playingCardSchema),
  playerTotal: z.int(),
  bankerTotal: z.int(),
  winner: z.enum(['player', 'banker', 'tie']),
  bet: z.object({ type: z.enum(['player', 'banker', 'tie']) }),
});

export const blackjackMoveSchema = z.enum(['hit', 'stand', 'double', 'split']);
export type BlackjackMoveWire = z.output<typeof blackjackMoveSchema>;

export const blackjackHandSchema = z.object({
  cards: z.array(playingCardSchema),
  total: z.int(),
  /** The stake on this hand, doubled when it doubled. */
  stake: kronerSchema,
  doubled: z.boolean(),
  /** Once settled: how the hand ended and what it returned (stake included). */
  result: z.optional(z.object({ outcome: z.enum(['blackjack', 'win', 'push', 'lose']), returned: kronerSchema })),
});

export const blackjackOutcomeSchema = z.object({
  kind: z.literal('blackjack'),
  hands: z.array(blackjackHandSchema),
  dealer: z.array(playingCardSchema),
  dealerTotal: z.int(),
  /** Settled by the rules because the player left the hand (every open hand stood). */
  abandoned: z.boolean(),
});

export const videoPokerOutcomeSchema = z.object({
  kind: z.literal('videoPoker'),
  payTable: z.string(),
  hand: z.array(cardSchema).check(z.length(5)),
  held: z.array(z.boolean()).check(z.length(5)),
  /** The hand's name in the pay table's terms, or null when it pays nothing. */
  category: z.nullable(z.string()),
  abandoned: z.boolean(),
});

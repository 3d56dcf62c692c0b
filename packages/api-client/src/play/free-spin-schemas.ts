import { z } from 'zod/mini';
import { freeSpinTexts } from '@casino/locale/games';
import { isoDateTimeSchema, kronerSchema } from '@casino/api-client';

// Bonus spins on the play protocol: a grant (from a promo code) is played on its game at its own stake, with no
// money from the balance; the server picks the stake and counts the grant down.

/** A grant's id as the API writes it (the profile's bonus spins use the same). */
export const freeSpinGrantIdSchema = z.string().check(z.regex(/^[1-9]\d{0,14}$/, freeSpinTexts.errors.grantInvalid));

/**
 * In a round request: play this round as a bonus spin. `grantId` names the grant; without it the server takes
 * the player's live grant for the game that runs out first ("Brug bonusspin"). The stake is the grant's.
 */
export const freeSpinChoiceSchema = z.strictObject({ grantId: z.optional(freeSpinGrantIdSchema) });
export type FreeSpinChoice = z.input<typeof freeSpinChoiceSchema>;

/** The bonus spins a player can play on a game now (the grant a "Brug bonusspin" would use). */
export const liveFreeSpinsSchema = z.object({
  grantId: freeSpinGrantIdSchema,
  spinsLeft: z.int().check(z.positive()),
  /** The stake of each spin, in kroner. */
  spinValue: kronerSchema.check(z.positive()),
  expiresAt: isoDateTimeSchema,
});
export type LiveFreeSpins = z.output<typeof liveFreeSpinsSchema>;

/** On a round played as a bonus spin: its grant and the spins that grant has left after it. */
export const freeSpinPlayedSchema = z.object({
  grantId: freeSpinGrantIdSchema,
  spinsLeft: z.int().check(z.nonnegative()),
});
export type FreeSpinPlayed = z.output<typeof freeSpinPlayedSchema>;

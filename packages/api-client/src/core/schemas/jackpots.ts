import { z } from 'zod/mini';
import { kronerSchema } from './primitives.ts';

/** GET /api/jackpots: every listed jackpot game's pool as it stands now, in kroner (the lobby polls it). */
export const jackpotsSchema = z.object({
  jackpots: z.array(
    z.object({
      slug: z.string().check(z.minLength(1)),
      amount: kronerSchema.check(z.nonnegative()),
    }),
  ),
});
export type Jackpots = z.output<typeof jackpotsSchema>;

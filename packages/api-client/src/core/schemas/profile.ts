// The profile every page reads (the player's name, consents); its update is a request
// ('@casino/api-client/requests') and the profile pages' forms are '@casino/api-client/profile'.
import { z } from 'zod/mini';
import { inputLimits, spendingLevelIdSchema } from '@casino/api-client/rules';
import { isoDateTimeSchema } from './primitives.ts';

/** GET /api/proxy/profiles/show (spec section 3 "Profile"). */
export const profileSchema = z.object({
  customerNo: z.string().check(z.minLength(1), z.maxLength(20)),
  /** Full name, as greetings and initials use it. */
  name: z.string().check(z.maxLength(2 * inputLimits.name + 1)),
  firstName: z.string().check(z.maxLength(inputLimits.name)),
  lastName: z.string().check(z.maxLength(inputLimits.name)),
  email: z.email().check(z.maxLength(inputLimits.email)),
  /** Danish mobile number, 8 digits; null when the player has not given one. */
  phoneNumber: z.nullable(z.string().check(z.regex(/^\d{8}$/))),
  /** The login before the current one (the welcome-back toast shows it); null on a first login. */
  lastLogin: z.nullable(isoDateTimeSchema),
  acceptedNewsletters: z.boolean(),
  hasAcceptedSms: z.boolean(),
  spendingLevel: z.nullable(z.object({ id: spendingLevelIdSchema })),
});
export type Profile = z.output<typeof profileSchema>;

export type { ProfileUpdate } from '@casino/api-client/requests/profile';

// The profile every page reads (the player's name, consents) and its update; the profile pages' forms are
// '@casino/api-client/profile' (issue 13).
import { z } from 'zod/mini';
import { emailInputSchema, inputLimits, personName, phoneNumberInputSchema } from './input.ts';
import { isoDateTimeSchema, strictObjectParams } from './primitives.ts';

/**
 * Self-declared expected gambling spend per month, in kroner (anti-money-laundering "know your
 * customer"). The platform owns the list; the profile update sends only its id (spec section 3).
 */
export const spendingLevelIdSchema = z.enum(['under-1000', '1000-5000', '5000-20000', 'over-20000'], {
  error: 'Vælg et gyldigt forventet forbrug',
});
export type SpendingLevelId = z.output<typeof spendingLevelIdSchema>;

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

/** SMS consent needs a number to send to (spec section 4: SMS consent sends the player to add one). */
export const smsNeedsPhone = {
  check: (update: { hasAcceptedSms?: boolean | undefined; phoneNumber?: string | null | undefined }) =>
    !(update.hasAcceptedSms === true && update.phoneNumber === null),
  issue: { message: 'Angiv et telefonnummer for at modtage SMS', path: ['phoneNumber'] },
};

/** POST /api/proxy/profiles/update: any subset of the profile fields a player may change. */
export const profileUpdateSchema = z
  .strictObject(
    {
      firstName: z.optional(personName('Fornavn')),
      lastName: z.optional(personName('Efternavn')),
      email: z.optional(emailInputSchema),
      /** null removes the number (and with it SMS consent). */
      phoneNumber: z.optional(z.nullable(phoneNumberInputSchema)),
      acceptedNewsletters: z.optional(z.boolean()),
      hasAcceptedSms: z.optional(z.boolean()),
      spendingLevel: z.optional(z.strictObject({ id: spendingLevelIdSchema }, strictObjectParams)),
    },
    strictObjectParams,
  )
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), 'Der er ingen ændringer at gemme'),
    z.refine(smsNeedsPhone.check, smsNeedsPhone.issue),
  );
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

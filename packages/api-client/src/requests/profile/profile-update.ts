import { z } from 'zod/mini';
import { profileTexts } from '@casino/locale/profile';
import { inputLimits, spendingLevelIdSchema } from '@casino/api-client/rules';
import {
  emailInputSchema,
  personName,
  phoneNumberInputSchema,
  secretText,
  strictObjectParams,
} from '@casino/api-client/requests';

/** SMS consent needs a number to send to (spec section 4: SMS consent sends the player to add one). */
export const smsNeedsPhone = {
  check: (update: { hasAcceptedSms?: boolean | undefined; phoneNumber?: string | null | undefined }) =>
    !(update.hasAcceptedSms === true && update.phoneNumber === null),
  issue: { message: profileTexts.settings.smsNeedsPhone, path: ['phoneNumber'] },
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
      /** Needed with a new e-mail or phone number: the server asks for the password again. */
      currentPassword: z.optional(secretText(inputLimits.password, profileTexts.settings.passwordRequired)),
    },
    strictObjectParams,
  )
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), 'Der er ingen ændringer at gemme'),
    z.refine(smsNeedsPhone.check, smsNeedsPhone.issue),
  );
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

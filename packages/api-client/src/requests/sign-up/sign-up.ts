import { z } from 'zod/mini';
import { signUpTexts } from '@casino/locale/sign-up';
import { emailInputSchema, lineText, phoneNumberInputSchema, strictObjectParams } from '@casino/api-client/requests';
import { inputLimits } from '@casino/api-client/rules';
import { newPasswordSchema } from '@casino/api-client/requests/profile';

/**
 * POST /api/account/signup: what the player adds to who MitID said they are. The terms must be accepted; the
 * marketing consents are the player's own choice (the form leaves them unticked).
 */
export const signUpRequestSchema = z.strictObject(
  {
    email: emailInputSchema,
    phoneNumber: phoneNumberInputSchema,
    password: newPasswordSchema,
    acceptedTerms: z.literal(true, signUpTexts.details.termsRequired),
    acceptedNewsletters: z.boolean(),
    hasAcceptedSms: z.boolean(),
  },
  strictObjectParams,
);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** A token from a mailed link (e-mail check, password reset). */
const mailedToken = lineText(inputLimits.id, { required: signUpTexts.verifyEmail.invalid });

/** POST /api/account/verify-email. */
export const verifyEmailRequestSchema = z.strictObject({ token: mailedToken }, strictObjectParams);

/** POST /api/account/password-reset: the address to send the link to. */
export const passwordResetRequestSchema = z.strictObject({ email: emailInputSchema }, strictObjectParams);

/** POST /api/account/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.strictObject(
  { token: mailedToken, newPassword: newPasswordSchema },
  strictObjectParams,
);

/** The sign-up form's values (/opret-konto/oplysninger): texts and boxes; the terms box must be ticked. */
export interface SignUpForm {
  email: string;
  phoneNumber: string;
  password: string;
  acceptedTerms: boolean;
  acceptedNewsletters: boolean;
  hasAcceptedSms: boolean;
}

export const signUpFormSchema = z.pipe(
  z.strictObject(
    {
      ...signUpRequestSchema.shape,
      acceptedTerms: z.boolean().check(z.refine((accepted) => accepted, signUpTexts.details.termsRequired)),
    },
    strictObjectParams,
  ),
  z.transform((form): z.output<typeof signUpRequestSchema> => ({ ...form, acceptedTerms: true })),
);

/** The new password of a reset (/konto/ny-adgangskode); the token comes from the link. */
export const newPasswordFormSchema = z.strictObject({ newPassword: newPasswordSchema }, strictObjectParams);

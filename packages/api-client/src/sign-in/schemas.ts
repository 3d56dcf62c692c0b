import { z } from 'zod/mini';
import { authRedirectSchema, inputLimits } from '@casino/api-client';
import {
  codeWordSchema,
  emailInputSchema,
  isCleanText,
  secretText,
  strictObjectParams,
} from '@casino/api-client/requests';

/**
 * The login form (POST /api/auth/callback/credentials). Not strict on purpose: Auth.js hands the
 * provider's `authorize` the whole form, including its own csrfToken and callbackUrl fields.
 */
export const credentialsSchema = z.object({
  // 254 characters at most (RFC 5321): every attempt is stored for the sign-in throttle.
  email: emailInputSchema,
  password: secretText(inputLimits.password, 'Adgangskode er påkrævet'),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** A sign-in's answer with the fields Auth.js adds to a refusal (`code`, the Danish `message`) kept. */
export const signInAnswerSchema = z.looseObject(authRedirectSchema.shape);

/** GET /api/auth/providers: provider id -> how to sign in with it. */
export const providersResponseSchema = z.record(
  z.string(),
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    type: z.string(),
    signinUrl: z.string(),
    callbackUrl: z.string(),
  }),
);
export type Providers = z.output<typeof providersResponseSchema>;

/** POST /api/auth/_log: client-side auth errors and warnings, for the server's log. */
export const authLogRequestSchema = z.strictObject(
  {
    level: z.enum(['error', 'warn', 'debug']),
    code: codeWordSchema,
    message: z.optional(z.string().check(z.maxLength(inputLimits.logMessage), z.refine(isCleanText))),
    metadata: z.optional(z.record(z.string().check(z.maxLength(inputLimits.code)), z.unknown())),
  },
  strictObjectParams,
);
export type AuthLogRequest = z.input<typeof authLogRequestSchema>;

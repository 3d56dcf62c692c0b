import { z } from 'zod/mini';
import { isoDateTimeSchema } from './primitives.ts';

/** The Auth.js REST surface lives under this path (spec section 7). */
export const authBasePath = '/api/auth';

/** Refresh failures the session may carry in `error` (spec section 4 "Session errors"). */
export const sessionErrorCodeSchema = z.enum([
  'INVALID_REFRESH_TOKEN',
  'RefreshTokenMissing',
  'invalid_grant',
  'RefreshTokenError',
]);
export type SessionErrorCode = z.output<typeof sessionErrorCodeSchema>;

/** INVALID_REFRESH_TOKEN, RefreshTokenMissing and invalid_grant sign out; RefreshTokenError only warns. */
export function sessionErrorSignsOut(error: string | undefined): boolean {
  return error === 'INVALID_REFRESH_TOKEN' || error === 'RefreshTokenMissing' || error === 'invalid_grant';
}

const sessionSchema = z.object({
  user: z.object({ id: z.string().check(z.minLength(1)), name: z.string(), email: z.email() }),
  /** When the session cookie expires unless refreshed. */
  expires: isoDateTimeSchema,
  /** Server time of the login: the session clock ("spilletid") counts from it, not the device clock. */
  loggedInAt: isoDateTimeSchema,
  /** A session error code (see sessionErrorCodeSchema); other strings are logged and ignored. */
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});
export type Session = z.output<typeof sessionSchema>;

/** GET /api/auth/session: `null` (or `{}` from older Auth.js) when signed out, which becomes null. */
export const sessionResponseSchema = z.pipe(
  z.union([
    sessionSchema,
    z.null(),
    z.pipe(
      z.strictObject({}),
      z.transform(() => null),
    ),
  ]),
  z.transform((value): Session | null => value),
);

/** GET /api/auth/csrf. */
export const csrfResponseSchema = z.object({ csrfToken: z.string().check(z.minLength(1)) });

/** Auth.js answers sign-in and sign-out with the URL to go to when asked for JSON (X-Auth-Return-Redirect). */
export const authRedirectSchema = z.object({ url: z.string().check(z.minLength(1)) });

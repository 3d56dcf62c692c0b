// '@casino/api-client/sign-up': becoming a player (who MitID said the person is, the account), the e-mail check
// and the password reset: only their pages and the server use it. The requests' schemas are in '/requests'.
import { z } from 'zod/mini';
import { clientOf, requestOptions, type CallOptions } from '@casino/api-client';
import type { SignUpRequest } from '@casino/api-client/requests/sign-up';

const account = '/api/account';

/** GET /api/account/signup: who MitID said the person is (never the CPR number), or 404 when no sign-up runs. */
export const signUpPersonSchema = z.object({
  name: z.string(),
  birthDate: z.string(),
  address: z.nullable(z.object({ street: z.string(), postalCode: z.string(), city: z.string() })),
});
export type SignUpPerson = z.output<typeof signUpPersonSchema>;

/** The account is made and signed in: `next` is the deposit-limit step. */
export const signUpResultSchema = z.object({ ok: z.literal(true), next: z.string() });
export const okSchema = z.object({ ok: z.literal(true) });

export function getSignUpPerson(options?: CallOptions) {
  return clientOf(options).get(`${account}/signup`, signUpPersonSchema, requestOptions(options));
}

export function signUp(request: SignUpRequest, options?: CallOptions) {
  return clientOf(options).post(`${account}/signup`, request, signUpResultSchema, requestOptions(options));
}

export function verifyEmail(token: string, options?: CallOptions) {
  return clientOf(options).post(`${account}/verify-email`, { token }, okSchema, requestOptions(options));
}

export function requestPasswordReset(email: string, options?: CallOptions) {
  return clientOf(options).post(`${account}/password-reset`, { email }, okSchema, requestOptions(options));
}

export function confirmPasswordReset(token: string, newPassword: string, options?: CallOptions) {
  return clientOf(options).post(
    `${account}/password-reset/confirm`,
    { token, newPassword },
    okSchema,
    requestOptions(options),
  );
}

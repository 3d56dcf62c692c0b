import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import { wantsSecureCookies } from './request-origin.ts';

/**
 * Between MitID and the finished account the person is kept in a signed cookie (HttpOnly, 30 minutes): who MitID
 * said they are, with the CPR number only as its key and sealed (players/cpr-vault.ts), never in clear.
 */
export const signUpPersonSchema = z.object({
  cprKey: z.string(),
  cprSealed: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  birthDate: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }).nullable(),
  returnTo: z.string(),
  expiresAt: z.number(),
});
export type SignUpPerson = z.infer<typeof signUpPersonSchema>;

const name = 'casino-signup';
const path = '/api/account/signup';
const LIFETIME_SECONDS = 30 * 60;

export async function keepSignUpPerson(c: Context, secret: string, person: Omit<SignUpPerson, 'expiresAt'>) {
  const value: SignUpPerson = { ...person, expiresAt: Date.now() + LIFETIME_SECONDS * 1000 };
  await setSignedCookie(c, name, Buffer.from(JSON.stringify(value)).toString('base64url'), secret, {
    httpOnly: true,
    sameSite: 'Lax',
    path,
    secure: wantsSecureCookies(c),
    maxAge: LIFETIME_SECONDS,
  });
}

/** The person of a sign-up in progress, or null (none, tampered with, or expired). */
export async function signUpPersonOf(c: Context, secret: string): Promise<SignUpPerson | null> {
  const raw = await getSignedCookie(c, secret, name);
  if (!raw) return null;
  try {
    const person = signUpPersonSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return person.expiresAt > Date.now() ? person : null;
  } catch {
    return null;
  }
}

export function forgetSignUpPerson(c: Context) {
  deleteCookie(c, name, { path, secure: wantsSecureCookies(c) });
}

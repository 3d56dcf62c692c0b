import type { signUpRequestSchema } from '@casino/api-client/requests/sign-up';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { insertSignedUpAccount } from '../players/accounts.ts';
import { sendVerificationMail } from './email-verification.ts';
import type { SignUpPerson } from './signup-cookie.ts';

type SignUpForm = z.output<typeof signUpRequestSchema> & { passwordHash: string };

/** The account made from the MitID identity and the form, numbered, with the e-mail check mailed. */
export async function createAccount(db: Database, person: SignUpPerson, form: SignUpForm, origin: string) {
  return db.transaction(async (tx) => {
    const numbered = await insertSignedUpAccount(tx, {
      email: form.email,
      passwordHash: form.passwordHash,
      firstName: person.givenName,
      lastName: person.familyName,
      phoneNumber: form.phoneNumber,
      acceptedNewsletters: form.acceptedNewsletters,
      hasAcceptedSms: form.hasAcceptedSms,
      cprKey: person.cprKey,
      cprSealed: person.cprSealed,
      birthDate: person.birthDate,
      addressStreet: person.address?.street ?? null,
      addressPostalCode: person.address?.postalCode ?? null,
      addressCity: person.address?.city ?? null,
      addressFromMitidAt: person.address ? new Date() : null,
      termsAcceptedAt: new Date(),
    });
    await sendVerificationMail(tx, numbered, origin);
    return numbered;
  });
}

import type { signUpRequestSchema } from '@casino/api-client/requests/sign-up';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { sendVerificationMail } from './email-verification.ts';
import type { SignUpPerson } from './signup-cookie.ts';

/** Customer numbers of accounts made by sign-up follow the seeded ones' (100001...). */
const CUSTOMER_NO_BASE = 500_000;

/** The account MitID's CPR number (as the vault's key) belongs to, if any. */
export async function accountByCprKey(db: Database, cprKey: string) {
  const [account] = await db.select().from(players).where(eq(players.cprKey, cprKey));
  return account;
}

/** The address as CPR has it now, which MitID gave at this login. */
export async function takeAddressFromMitid(
  db: Database,
  playerId: number,
  address: { street: string; postalCode: string; city: string },
) {
  await db
    .update(players)
    .set({
      addressStreet: address.street,
      addressPostalCode: address.postalCode,
      addressCity: address.city,
      addressFromMitidAt: new Date(),
    })
    .where(eq(players.id, playerId));
}

/** An account that already has the e-mail address or the CPR number, if any. */
export async function accountTakenBy(db: Database, email: string, cprKey: string) {
  const [taken] = await db
    .select({ email: players.email, cprKey: players.cprKey })
    .from(players)
    .where(or(eq(players.email, email), eq(players.cprKey, cprKey)));
  return taken;
}

type SignUpForm = z.output<typeof signUpRequestSchema> & { passwordHash: string };

/** The account made from the MitID identity and the form, numbered, with the e-mail check mailed. */
export async function createAccount(db: Database, person: SignUpPerson, form: SignUpForm, origin: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(players)
      .values({
        customerNo: `pending-${person.cprKey}`,
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
      })
      .returning();
    const [numbered] = await tx
      .update(players)
      .set({ customerNo: String(CUSTOMER_NO_BASE + row!.id) })
      .where(eq(players.id, row!.id))
      .returning();
    await sendVerificationMail(tx, numbered!, origin);
    return numbered!;
  });
}

import { eq } from 'drizzle-orm';
import { createCprVault } from '../auth/cpr-vault.ts';
import { sandboxRofusCprs } from '../auth/sandbox-mitid/identities.ts';
import type { Database, DbExecutor } from '../db/client.ts';
import { rofusRegister } from '../db/schema.ts';

/**
 * The seam to ROFUS, the national register of people who excluded themselves from gambling. It is asked by CPR
 * number at sign-up and at every login, with MitID or a password (DOMAIN.md); a person listed after signing up
 * can no longer log in.
 */
export interface SelfExclusionRegister {
  readonly kind: string;
  isRegistered(person: { cpr: string }): Promise<boolean>;
}

/** The sandbox keeps its listings under a digest of its own, so even its table holds no CPR number in clear. */
const registerDigest = createCprVault('sandbox ROFUS register').keyOf;

/** Lists a CPR number in the sandbox register: the seed's ROFUS player, and tests of a listing after sign-up. */
export async function listInSandboxRegister(db: DbExecutor, cpr: string): Promise<void> {
  await db
    .insert(rofusRegister)
    .values({ cprKey: registerDigest(cpr) })
    .onConflictDoNothing();
}

export function createSandboxRegister(db: Database): SelfExclusionRegister {
  return {
    kind: 'sandbox',
    async isRegistered({ cpr }) {
      // The sandbox MitID's ROFUS-listed test people are listed in every database, seeded or not.
      if (sandboxRofusCprs.includes(cpr)) return true;
      const [row] = await db
        .select()
        .from(rofusRegister)
        .where(eq(rofusRegister.cprKey, registerDigest(cpr)));
      return row !== undefined;
    },
  };
}

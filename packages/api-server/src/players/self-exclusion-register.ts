import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rofusRegister } from '../db/schema.ts';

/**
 * The seam to ROFUS, the national register of players who excluded themselves from gambling, which must be
 * asked at sign-up and at every sign-in. The sandbox register is a list in this database; it knows players by
 * e-mail until sign-up with MitID gives the site their CPR number.
 */
export interface SelfExclusionRegister {
  readonly kind: string;
  isRegistered(person: { email: string }): Promise<boolean>;
}

export function createSandboxRegister(db: Database): SelfExclusionRegister {
  return {
    kind: 'sandbox',
    async isRegistered({ email }) {
      const [row] = await db.select().from(rofusRegister).where(eq(rofusRegister.email, email.toLowerCase()));
      return row !== undefined;
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { players } from '../players/schema.ts';
import { complianceOfficers } from '../regulator/schema.ts';

/**
 * Gives the account with `email` the compliance role (idempotent). No account is seeded in production, so an
 * officer first gets an account (signing up, or `agent create`) and then this role.
 */
export async function grantCompliance(db: Database, email: string): Promise<void> {
  const [account] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email.trim().toLowerCase()));
  if (!account) throw new Error(`${email} has no account`);
  await db.insert(complianceOfficers).values({ playerId: account.id }).onConflictDoNothing();
}

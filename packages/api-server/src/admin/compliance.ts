import type { Database } from '../db/client.ts';
import { accountIdByEmail } from '../players/accounts.ts';
import { grantComplianceRole } from '../regulator/compliance-role.ts';

/**
 * Gives the account with `email` the compliance role (idempotent). No account is seeded in production, so an
 * officer first gets an account (signing up, or `agent create`) and then this role.
 */
export async function grantCompliance(db: Database, email: string): Promise<void> {
  const accountId = await accountIdByEmail(db, email);
  if (accountId === undefined) throw new Error(`${email} has no account`);
  await grantComplianceRole(db, accountId);
}

import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { complianceOfficers } from './schema.ts';

/**
 * The compliance role: an account signs in like every other, and may read what was reported to the authority
 * when `compliance_officers` has a row for it. Checked on every request, so taking the row away ends it at once.
 */
export async function isComplianceOfficer(db: DbExecutor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: complianceOfficers.playerId })
    .from(complianceOfficers)
    .where(eq(complianceOfficers.playerId, accountId));
  return row !== undefined;
}

/** Gives an account the compliance role (idempotent). */
export async function grantComplianceRole(db: DbExecutor, accountId: number): Promise<void> {
  await db.insert(complianceOfficers).values({ playerId: accountId }).onConflictDoNothing();
}

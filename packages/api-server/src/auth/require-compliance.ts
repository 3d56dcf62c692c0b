import { complianceTexts } from '@casino/locale/compliance';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { DbExecutor } from '../db/client.ts';
import { complianceOfficers } from '../regulator/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';

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

/** Compliance-only routes: behind requireSession; any other signed-in account gets 403. */
export function requireCompliance({ db }: Pick<RouteDeps, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isComplianceOfficer(db, c.var.player.id)))
      return c.json({ error: complianceTexts.complianceOnly, code: 'COMPLIANCE_ONLY' }, 403);
    await next();
  });
}

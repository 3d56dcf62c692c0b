import { complianceTexts } from '@casino/locale/compliance';
import { createMiddleware } from 'hono/factory';
import { isComplianceOfficer } from './compliance-role.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';

/** Compliance-only routes: behind requireSession; any other signed-in account gets 403. */
export function requireCompliance({ db }: Pick<RouteDeps, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isComplianceOfficer(db, c.var.player.id)))
      return c.json({ error: complianceTexts.complianceOnly, code: 'COMPLIANCE_ONLY' }, 403);
    await next();
  });
}

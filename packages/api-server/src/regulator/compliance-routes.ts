import { reportDaySchema } from '@casino/api-client/compliance';
import { Hono } from 'hono';
import { requireCompliance } from '../auth/require-compliance.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { described, securedBy } from '../http/openapi.ts';
import { validParam } from '../http/validate.ts';
import { safeDayReport, safeDays } from './compliance-report.ts';
import type { SafeStorage } from './safe-storage.ts';

/**
 * The compliance view's reads (mounted under /api/proxy/compliance, behind a session): the days reported to SAFE,
 * and one day's files verified against SAFE now, with its End Of Day against the ledger. Compliance role only.
 */
export function complianceRoutes(deps: { db: Database; storage: SafeStorage }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', securedBy('compliance'), requireCompliance(deps));
  app.get('/safe/days', described("The days reported to SAFE, newest first, each with its files' count"), async (c) =>
    c.json(await safeDays(deps.db)),
  );
  app.get(
    '/safe/days/:day',
    described("A day's SAFE files (size, records, MAC and schema checked now) and its End Of Day against the ledger"),
    validParam('day', reportDaySchema),
    async (c) => c.json(await safeDayReport(deps, c.req.valid('param').day, new Date())),
  );
  return app;
}

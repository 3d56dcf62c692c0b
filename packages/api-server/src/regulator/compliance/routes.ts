import { customerNoSchema, reportDaySchema } from '@casino/api-client/compliance';
import { complianceTexts } from '@casino/locale/compliance';
import { Hono } from 'hono';
import { requireCompliance } from '../require-compliance.ts';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { described, securedBy } from '../../http/openapi.ts';
import { validParam } from '../../http/validate.ts';
import { safeDayReport, safeDays } from '../compliance-report.ts';
import { playerReport } from '../player-report.ts';
import type { SafeStorage } from '../safe-storage.ts';

/**
 * The compliance view's reads (mounted under /api/proxy/compliance, behind a session): the days reported to SAFE,
 * one day's files verified against SAFE now, with its End Of Day against the ledger, and a player's latest games
 * beside what was reported for each. Compliance role only.
 */
export function complianceRoutes(deps: { db: RouteDeps['db']; storage: SafeStorage }): Hono<AppEnv> {
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
  app.get(
    '/players/:customerNo/games',
    described("A player's latest games beside the record reported for each (its file, and whether it equals); 404"),
    validParam('customerNo', customerNoSchema),
    async (c) => {
      const report = await playerReport(deps.db, c.req.valid('param').customerNo);
      if (!report) return c.json({ error: complianceTexts.player.unknown, code: 'UNKNOWN_PLAYER' }, 404);
      return c.json(report);
    },
  );
  return app;
}

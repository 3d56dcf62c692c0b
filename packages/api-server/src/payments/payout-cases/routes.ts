import { inputLimits, type OkResult } from '@casino/api-client';
import { payoutCasePaidRequestSchema } from '@casino/api-client/chat';
import { queryIntIn } from '@casino/api-client/requests';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson, validParam } from '../../http/validate.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listPayoutCases, recordPayoutCasePaid } from '../payout-cases.ts';
import { described } from '../../http/openapi.ts';

const caseId = validParam('id', queryIntIn(1, inputLimits.rowId));

/**
 * The agent console's payout cases (mounted behind requireAgent): the balances support pays out by bank
 * transfer, and the agent's record that they did.
 */
export function payoutCaseRoutes({ db, providers }: RouteDeps & { providers: { mail: Mailer } }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    described('The balances to pay out by bank transfer (`payoutCasesSchema`), waiting first, then the latest paid'),
    async (c) => c.json(await listPayoutCases(db)),
  );
  app.post(
    '/:id/paid',
    described(
      'Marks a case paid (`{ bankReference }`): `{ ok }`, the withdrawal posted on the ledger; 404 no such case, 409 already paid or the balance no longer covers it',
    ),
    caseId,
    validJson(payoutCasePaidRequestSchema),
    async (c) => {
      const { bankReference } = c.req.valid('json');
      await recordPayoutCasePaid(db, { caseId: c.req.valid('param').id, agentId: c.var.player.id, bankReference });
      await providers.mail.deliverPending();
      return c.json({ ok: true } satisfies OkResult);
    },
  );
  return app;
}

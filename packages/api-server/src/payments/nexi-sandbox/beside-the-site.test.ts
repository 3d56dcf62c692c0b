// `npm start` (startServer) runs the sandbox Nexi beside the site, a process of its own ("Going live", decision
// 0069): a card deposit goes through its hosted page, on its own origin, and is credited by its webhooks; the
// process ends with the site.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { payments } from '../schema.ts';
import { openDatabase } from '../../db/client.ts';
import { startServer } from '../../server.ts';
import { json, signedIn, testConfig, type TestSite } from '../../../test/harness.ts';
import { freePort } from '../../../test/postgres-cluster.ts';

describe('a site started as npm start starts it', () => {
  it('takes a card deposit through the sandbox Nexi in its own process, on its own origin, and stops it on close', async () => {
    const port = await freePort();
    const base = await testConfig({ port, publicOrigin: `http://127.0.0.1:${port}` });
    // No address of Nexi: the site starts its own.
    const config = {
      ...base,
      providers: { ...base.providers, cardPayment: { ...base.providers.cardPayment, apiUrl: undefined } },
    };
    const server = await startServer(config);
    let pageUrl: string | undefined;
    try {
      expect(server.sandboxes?.nexi).toBeDefined();
      const client = await signedIn(server, 'spare1');
      const charge = await json<{ hostedPaymentPageUrl: string }>(
        await client.post('/api/proxy/payments', {
          amount: 100,
          idempotencyKey: 'nexi-beside-the-site-1',
          method: 'card',
        }),
      );
      pageUrl = charge.hostedPaymentPageUrl;
      const origin = new URL(pageUrl).origin;
      expect(origin).toBe(new URL(server.sandboxes!.nexi!).origin);
      expect(origin).not.toBe(new URL(process.env.CASINO_TEST_NEXI_URL!).origin);
      const back = await client.fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ metode: 'dankort', udfald: 'approve' }).toString(),
      });
      const landed = await client.get(new URL(back.headers.get('location')!).pathname);
      expect(new URL(landed.headers.get('location')!).searchParams.get('status')).toBe('paymentSuccess');
    } finally {
      await server.close();
    }
    // Its process ended with the site.
    await expect(fetch(pageUrl!)).rejects.toThrow();
    const database = await openDatabase(config);
    try {
      const db = database.db as TestSite['db'];
      const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, 'nexi-beside-the-site-1'));
      expect(payment).toMatchObject({ status: 'completed', provider: 'nexi' });
    } finally {
      await database.close();
      await config.dropDatabase();
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  });
});

// `npm start` (startServer) runs the sandbox Trustly beside the site, a process of its own (ARCHITECTURE "Outside
// systems", decision 0063): a deposit goes through its bank page, on its own origin, and is credited by its
// signed notification; the process ends with the site.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { payments } from '../schema.ts';
import { openDatabase } from '../../db/client.ts';
import { startServer } from '../../server.ts';
import { json, signedIn, testConfig, testTrustlySettings, type TestSite } from '../../../test/harness.ts';
import { freePort } from '../../../test/postgres-cluster.ts';
import { decide } from '../../../test/payments-support.ts';

describe('a site started as npm start starts it', () => {
  it('takes a deposit through the sandbox Trustly in its own process, on its own origin, and stops it on close', async () => {
    const port = await freePort();
    const base = await testConfig({ port, publicOrigin: `http://127.0.0.1:${port}` });
    // No address of a Trustly: the site starts its own.
    const config = {
      ...base,
      providers: { ...base.providers, payment: { ...testTrustlySettings(), apiUrl: undefined } },
    };
    const server = await startServer(config);
    let pageUrl: string | undefined;
    try {
      const client = await signedIn(server, 'spare1');
      const charge = await json<{ hostedPaymentPageUrl: string; paymentId: string }>(
        await client.post('/api/proxy/payments', { amount: 100, idempotencyKey: 'beside-the-site-00001' }),
      );
      pageUrl = charge.hostedPaymentPageUrl;
      const origin = new URL(pageUrl).origin;
      expect(origin).not.toBe(server.url);
      expect(origin).not.toBe(new URL(process.env.CASINO_TEST_TRUSTLY_URL!).origin);
      const landed = await decide(client, pageUrl, 'approve');
      expect(new URL(landed.headers.get('location')!).searchParams.get('status')).toBe('paymentSuccess');
    } finally {
      await server.close();
    }
    // Its process ended with the site.
    await expect(fetch(pageUrl!)).rejects.toThrow();
    const database = await openDatabase(config);
    try {
      const db = database.db as TestSite['db'];
      const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, 'beside-the-site-00001'));
      expect(payment?.status).toBe('completed');
    } finally {
      await database.close();
      await config.dropDatabase();
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  });
});

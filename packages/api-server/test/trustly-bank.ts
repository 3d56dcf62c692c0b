/**
 * The sandbox Trustly's own code (its bank and its HTTP face) run inside a test, so the test can decide payouts,
 * hold back the notifications and make the network fail, while the site's production adapter still reaches it
 * only over Trustly's protocol. `notify: 'hold'` keeps each notification for the test to deliver (or not, or
 * twice); `'send'` posts them to the site as the sandbox process does.
 */
import { serve } from '@hono/node-server';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createSandboxTrustly } from '../src/payments/trustly-sandbox/bank.ts';
import { createNotifier, type Notifier } from '../src/payments/trustly-sandbox/notifier.ts';
import { sandboxTrustlyRoutes } from '../src/payments/trustly-sandbox/routes.ts';
import { sandboxTrustlyKeys } from '../src/payments/trustly/sandbox-keys.ts';
import { readTrustlySettings, trustlySettingsSchema, type TrustlySettings } from '../src/payments/trustly/settings.ts';
import { signedNotification, type NotificationMethod } from '../src/payments/trustly/protocol.ts';

/** What the network does to the site's calls: passes them, refuses them, or loses the answer after the call ran. */
export type Network = 'up' | 'down' | 'answer lost';

export interface HeldNotification {
  messageId: string;
  method: NotificationMethod;
  body: string;
}

export async function startTestTrustlyBank(notify: 'hold' | 'send') {
  const settings = trustlySettingsSchema.parse(readTrustlySettings({}, true));
  const trustlyKey = createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey);
  const merchantPublicKey = createPublicKey(settings.merchantPrivateKey);
  const held: HeldNotification[] = [];
  const holding: Notifier = {
    async send(_url, method, data) {
      held.push({
        messageId: String(data.messageid),
        method,
        body: JSON.stringify(signedNotification(method, data, trustlyKey)),
      });
      return true;
    },
    retry: async () => {},
  };
  let baseUrl = '';
  const bank = createSandboxTrustly({
    merchantPublicKey,
    trustlyPrivateKey: trustlyKey,
    credentials: { username: settings.username, password: settings.password },
    baseUrl: () => baseUrl,
    notifier: notify === 'hold' ? holding : createNotifier(trustlyKey, merchantPublicKey),
  });
  const routes = sandboxTrustlyRoutes(bank, 0);
  let network: Network = 'up';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (request) => {
          if (network === 'down') return new Response(null, { status: 503 });
          const answer = await routes.fetch(request);
          return network === 'answer lost' ? new Response(null, { status: 504 }) : answer;
        },
      },
      () => resolve(s),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const decided = new Map<string, 'paid' | 'failed'>();
  /** The state of the payout the bank holds for a withdrawal, or null when the bank never got it. */
  function payoutState(messageId: string): 'pending' | 'paid' | 'failed' | null {
    if (bank.pendingPayouts().some((payout) => payout.messageId === messageId)) return 'pending';
    return decided.get(messageId) ?? null;
  }

  return {
    /** The site's payment settings, pointed at this bank. */
    settings: { ...settings, apiUrl: baseUrl } satisfies TrustlySettings,
    setNetwork: (next: Network) => {
      network = next;
    },
    /** The bank's word on the payout of a withdrawal still pending there; false when there is none. */
    decidePayout: async (messageId: string, outcome: 'paid' | 'failed') => {
      const payout = bank.pendingPayouts().find((found) => found.messageId === messageId);
      if (!payout) return false;
      decided.set(messageId, outcome);
      return bank.decidePayout(payout.orderId, outcome);
    },
    payoutState,
    /** The notifications held for one order, by its MessageID (the withdrawal's id), in the order Trustly sent them. */
    notificationsFor: (messageId: string) => held.filter((note) => note.messageId === messageId),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
export type TestTrustlyBank = Awaited<ReturnType<typeof startTestTrustlyBank>>;

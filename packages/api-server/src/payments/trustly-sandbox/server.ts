// The sandbox Trustly as a process of its own: `node src/payments/trustly-sandbox/server.ts`, on PORT (any free
// port when unset) at 127.0.0.1. It checks calls with TRUSTLY_SANDBOX_MERCHANT_PUBLIC_KEY and the credentials
// TRUSTLY_SANDBOX_USERNAME / TRUSTLY_SANDBOX_PASSWORD (else the published sandbox ones), signs with its own key
// (TRUSTLY_SANDBOX_PRIVATE_KEY, else the published one),
// and pays payouts out by itself after TRUSTLY_SANDBOX_PAYOUT_DELAY_MS (0: only by the tester's buttons).
// Started as a child of the site (process.ts), it tells its parent its address and ends with it.
import { serve } from '@hono/node-server';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readTrustlySettings } from '../trustly/settings.ts';
import { sandboxTrustlyKeys } from '../trustly/sandbox-keys.ts';
import { createSandboxTrustly } from './bank.ts';
import { createNotifier } from './notifier.ts';
import { sandboxTrustlyRoutes } from './routes.ts';

/** How often the sandbox's clock looks at its payouts and unanswered notifications. */
const TICK_MS = 1_000;

const env = process.env;
const defaults = readTrustlySettings({}, true);
const merchantPublicKey = createPublicKey(
  env.TRUSTLY_SANDBOX_MERCHANT_PUBLIC_KEY || sandboxTrustlyKeys.merchantPublicKey,
);
const trustlyPrivateKey = createPrivateKey(env.TRUSTLY_SANDBOX_PRIVATE_KEY || sandboxTrustlyKeys.trustlyPrivateKey);
const payoutDelayMs = Number(env.TRUSTLY_SANDBOX_PAYOUT_DELAY_MS ?? 0);

let baseUrl = '';
const bank = createSandboxTrustly({
  merchantPublicKey,
  trustlyPrivateKey,
  credentials: {
    username: env.TRUSTLY_SANDBOX_USERNAME || defaults.username!,
    password: env.TRUSTLY_SANDBOX_PASSWORD || defaults.password!,
  },
  baseUrl: () => baseUrl,
  notifier: createNotifier(trustlyPrivateKey, merchantPublicKey),
});
const app = sandboxTrustlyRoutes(bank, payoutDelayMs);

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(env.PORT ?? 0) }, (info: AddressInfo) => {
  baseUrl = `http://127.0.0.1:${info.port}/`;
  if (process.send) process.send({ url: baseUrl });
  else process.stdout.write(`Trustly sandbox on ${baseUrl}\n`);
});

let ticking = false;
const clock = setInterval(() => {
  if (ticking) return;
  ticking = true;
  void bank.tick(payoutDelayMs).finally(() => (ticking = false));
}, TICK_MS);
clock.unref();

// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

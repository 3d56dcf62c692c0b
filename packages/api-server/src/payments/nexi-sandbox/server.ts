// The sandbox Nexi as a process of its own: `node src/payments/nexi-sandbox/server.ts`, on PORT (any free port
// when unset) at 127.0.0.1. It takes calls carrying NEXI_SANDBOX_SECRET_KEY (else the published sandbox key).
// Started as a child of the site (process.ts), it tells its parent its address and ends with it.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { SANDBOX_NEXI_SECRET_KEY } from '../nexi/settings.ts';
import { createSandboxCheckout } from './checkout.ts';
import { sandboxNexiRoutes } from './routes.ts';

const env = process.env;
let baseUrl = '';
const checkout = createSandboxCheckout(() => baseUrl);
const app = sandboxNexiRoutes(checkout, env.NEXI_SANDBOX_SECRET_KEY || SANDBOX_NEXI_SECRET_KEY);

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(env.PORT ?? 0) }, (info: AddressInfo) => {
  baseUrl = `http://127.0.0.1:${info.port}/`;
  if (process.send) process.send({ url: baseUrl });
  else process.stdout.write(`Nexi sandbox on ${baseUrl}\n`);
});

// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

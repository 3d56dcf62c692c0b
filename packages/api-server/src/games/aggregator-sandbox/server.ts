// The sandbox game aggregator as a process of its own: `node src/games/aggregator-sandbox/server.ts`, on PORT
// (any free port when unset) at 127.0.0.1. It checks operators' game-URL calls and its wallet's answers with
// AGGREGATOR_SANDBOX_OPERATOR_PUBLIC_KEY (else the published sandbox operator key) and signs its wallet calls
// with its own key pair's private half (AGGREGATOR_SANDBOX_PRIVATE_KEY, else the published one). Started as a child of the site (process.ts), it tells its parent its
// address and ends with it.
import { serve } from '@hono/node-server';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { secureRandomInt } from '../maths/random-source.ts';
import { sandboxWalletKeys } from '../wallet/sandbox-keys.ts';
import { aggregatorSandbox } from './routes.ts';

const env = process.env;
let baseUrl = '';
const { app, settleLeftHands } = aggregatorSandbox({
  keys: {
    operatorPublicKey: createPublicKey(
      env.AGGREGATOR_SANDBOX_OPERATOR_PUBLIC_KEY || sandboxWalletKeys.operatorPublicKey,
    ),
    aggregatorPrivateKey: createPrivateKey(
      env.AGGREGATOR_SANDBOX_PRIVATE_KEY || sandboxWalletKeys.aggregatorPrivateKey,
    ),
  },
  baseUrl: () => baseUrl,
  random: secureRandomInt,
});

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(env.PORT ?? 0) }, (info: AddressInfo) => {
  baseUrl = `http://127.0.0.1:${info.port}/`;
  if (process.send) process.send({ url: baseUrl });
  else process.stdout.write(`Game aggregator sandbox on ${baseUrl}\n`);
});

// Hands left open past their time are settled by the rules every LEFT_HANDS_CHECK_SECONDS (60 unless set).
const sweep = setInterval(
  () => void settleLeftHands().catch((error: unknown) => process.stderr.write(`left hands: ${String(error)}\n`)),
  Number(env.LEFT_HANDS_CHECK_SECONDS || 60) * 1000,
);
sweep.unref();

// A child of the site ends when the site does, however the site ended (its IPC channel closes then).
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { trustlySandboxFor } from './payments/trustly-sandbox/process.ts';
import { nexiSandboxFor } from './payments/nexi-sandbox/process.ts';
import { aggregatorSandboxFor } from './games/aggregator-sandbox/process.ts';
import { startTamperTokenSandbox } from './regulator/tamper-token-sandbox/process.ts';
import { startRofusSandbox } from './players/rofus-sandbox/process.ts';
import { startSandboxesBeside, type SandboxAddresses } from './providers/sandboxes-beside.ts';

export interface RunningServer {
  url: string;
  /**
   * Shuts down gracefully: stops taking connections and reports not ready, lets requests in flight finish
   * (each closing its connection), ends event streams with a reconnect hint, lets running job rounds finish and
   * begins none, then closes the database. Its owner bounds how long this may take (main.ts).
   */
  close: () => Promise<void>;
  /** The sandboxes it started beside itself, for testers. */
  sandboxes?: SandboxAddresses;
}

/**
 * How long an idle connection is kept open for the browser's or proxy's next request. Longer than the idle
 * time of what sits in front (load balancers keep theirs 60 s): when the server closes first, a request sent
 * on the closing connection fails with a reset (Node's own 5 s made that a matter of timing).
 */
export const keepAliveTimeoutMs = 65_000;

/** While shutting down, how often connections left idle are closed. */
const idleSweepMs = 100;

/** Starts the site (API + registry + remotes + shell) and resolves once it listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // The sandbox TamperToken runs beside the site, a process of its own (refused in production, config.ts).
  const { tamperToken } = config.safe;
  const sandbox =
    tamperToken.kind === 'sandbox' && !tamperToken.url ? await startTamperTokenSandbox(tamperToken.key) : null;
  const safe = sandbox ? { ...config.safe, tamperToken: { ...tamperToken, url: sandbox.url } } : config.safe;
  // So does the sandbox ROFUS (refused in production, config.ts): the site asks it over ROFUS's protocol.
  const { selfExclusion } = config.providers;
  const rofus =
    selfExclusion.kind === 'sandbox' && !selfExclusion.url
      ? await startRofusSandbox().catch(async (error: unknown) => {
          await sandbox?.stop();
          throw error;
        })
      : null;
  // And the sandbox Trustly, when Trustly is the payment provider and no address of a real one is set.
  const payment = config.providers.payment;
  const trustly =
    payment.kind === 'trustly'
      ? await trustlySandboxFor(payment, config.payouts.sandboxDelayMs).catch(async (error: unknown) => {
          await Promise.all([sandbox?.stop(), rofus?.stop()]);
          throw error;
        })
      : null;
  // And the sandbox Nexi, when no address of Nexi's API is set.
  const nexi = await nexiSandboxFor(config.providers.cardPayment).catch(async (error: unknown) => {
    await Promise.all([sandbox?.stop(), rofus?.stop(), trustly?.sandbox?.stop()]);
    throw error;
  });
  // And the sandbox game aggregator, when the games seam names the sandbox without an address.
  const aggregator = await aggregatorSandboxFor(config.providers.games).catch(async (error: unknown) => {
    await Promise.all([sandbox?.stop(), rofus?.stop(), trustly?.sandbox?.stop(), nexi.sandbox?.stop()]);
    throw error;
  });
  const withSandboxes = {
    ...config.providers,
    ...(rofus ? { selfExclusion: { kind: 'sandbox' as const, url: rofus.url } } : {}),
    ...(trustly ? { payment: trustly.settings } : {}),
    cardPayment: nexi.settings,
    games: aggregator.settings,
  };
  // And the sandbox MitID and mail service: the site reaches them through its production adapters.
  const beside = await startSandboxesBeside(withSandboxes).catch(async (error: unknown) => {
    await Promise.all([
      sandbox?.stop(),
      rofus?.stop(),
      trustly?.sandbox?.stop(),
      nexi.sandbox?.stop(),
      aggregator.sandbox?.stop(),
    ]);
    throw error;
  });
  const { providers } = beside;
  const stopSandboxes = () =>
    Promise.all([
      sandbox?.stop(),
      rofus?.stop(),
      trustly?.sandbox?.stop(),
      nexi.sandbox?.stop(),
      aggregator.sandbox?.stop(),
      beside.stop(),
    ]);
  const {
    app,
    drain,
    close: closeSite,
  } = await createApp({ ...config, safe, providers }).catch(async (error: unknown) => {
    await stopSandboxes();
    throw error;
  });
  const closeApp = async () => {
    try {
      await closeSite();
    } finally {
      await stopSandboxes();
    }
  };
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) => {
      resolve({
        url: `http://${config.host}:${info.port}`,
        sandboxes: {
          ...beside.addresses,
          ...(aggregator.sandbox ? { games: aggregator.sandbox.url } : {}),
          ...(nexi.sandbox ? { nexi: nexi.sandbox.url } : {}),
        },
        close: async () => {
          const drained = drain();
          const closed = new Promise<void>((done) => server.close(() => done()));
          // Connections left idle after their last answer (an event stream that ended keeps its connection
          // open) are closed as they come, instead of after the keep-alive time.
          const sweep = setInterval(() => http1.closeIdleConnections(), idleSweepMs);
          try {
            await Promise.all([drained, closed]);
          } finally {
            clearInterval(sweep);
          }
          await closeApp();
        },
      });
    });
    // `serve` makes a plain HTTP/1.1 server unless it is given another.
    const http1 = server as HttpServer;
    http1.keepAliveTimeout = keepAliveTimeoutMs;
    // Node needs the whole request head within this, and it must outlast the keep-alive time.
    http1.headersTimeout = keepAliveTimeoutMs + 1_000;
    server.once('error', (error) => void closeApp().finally(() => reject(error)));
  });
}

import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  url: string;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close: () => Promise<void>;
}

/**
 * How long an idle connection is kept open for the browser's or proxy's next request. Longer than the idle
 * time of what sits in front (load balancers keep theirs 60 s): when the server closes first, a request sent
 * on the closing connection fails with a reset (Node's own 5 s made that a matter of timing).
 */
export const keepAliveTimeoutMs = 65_000;

/** Starts the site (API + registry + remotes + shell) and resolves once it listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const { app, readiness, close: closeApp } = await createApp(config);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) => {
      resolve({
        url: `http://${config.host}:${info.port}`,
        close: async () => {
          // Not ready first, so a load balancer sends no one new; then no new connection, and the requests in
          // flight finish (idle keep-alive connections are closed at once).
          readiness.drain();
          await new Promise<void>((done) => server.close(() => done()));
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

import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts the site (API + registry + remotes + shell) and resolves once it listens. */
export function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = createApp(config);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) => {
      resolve({
        url: `http://${config.host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  url: string;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close: () => Promise<void>;
}

/** Starts the site (API + registry + remotes + shell) and resolves once it listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const { app, close: closeApp } = await createApp(config);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) => {
      resolve({
        url: `http://${config.host}:${info.port}`,
        close: async () => {
          await new Promise<void>((done) => server.close(() => done()));
          await closeApp();
        },
      });
    });
    server.once('error', (error) => void closeApp().finally(() => reject(error)));
  });
}

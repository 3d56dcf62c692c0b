import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import path from 'node:path';

export interface ServedFolder {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a precompressed folder (see `precompress`) on 127.0.0.1 the way the site serves its files:
 * the `.br` or `.gz` beside each file, as the browser accepts. The bench serves its bare React page
 * with it, so the floor and the site are compressed alike.
 */
export function serveFolder(dir: string, port: number): Promise<ServedFolder> {
  const app = new Hono();
  app.use('/*', serveStatic({ root: path.relative(process.cwd(), dir) || '.', precompressed: true }));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

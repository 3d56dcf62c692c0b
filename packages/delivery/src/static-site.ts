import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { remotesDir } from './layout.ts';
import { registryResponse } from './registry-response.ts';

export interface StaticSiteOptions {
  deployRoot: string;
  shellDir: string;
  environment: Environment;
  remoteTimeoutMs: number;
  /** Serve the registry of `npm run dev` (remotes from their dev servers). */
  devRemotes?: boolean;
}

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

/**
 * Manifests, HTML, the service worker and the web app manifest must be revalidated; everything else
 * is content-hashed and never changes.
 */
function cacheHeaderFor(file: string): string {
  return /mf-manifest\.json$|\.html$|(^|\/)sw\.js$|\.webmanifest$/.test(file) ? noCache : immutable;
}

/**
 * Serves the registry, the published remotes and the shell from one origin, compressed, with the
 * caching rules of ARCHITECTURE.md "Delivery".
 */
export function staticSite(options: StaticSiteOptions): Hono {
  const { deployRoot, shellDir, environment, remoteTimeoutMs } = options;
  const devRemotes = options.devRemotes ?? process.env.DEV_REMOTES === '1';
  const app = new Hono();
  const setCache = (file: string, c: Context) => {
    c.header('Cache-Control', cacheHeaderFor(file));
    c.header('Vary', 'Accept-Encoding');
  };

  app.get('/registry.json', async (c) => {
    c.header('Cache-Control', noCache);
    return c.json(await registryResponse(deployRoot, environment, remoteTimeoutMs, devRemotes));
  });

  app.use(
    '/remotes/*',
    async (c, next) => {
      c.header('Access-Control-Allow-Origin', '*');
      await next();
    },
    serveStatic({
      root: path.relative(process.cwd(), remotesDir(deployRoot)) || '.',
      rewriteRequestPath: (p) => p.replace(/^\/remotes/, ''),
      precompressed: true,
      onFound: setCache,
    }),
  );
  app.all('/remotes/*', (c) => c.text('Not found', 404));

  app.use(
    '/*',
    serveStatic({ root: path.relative(process.cwd(), shellDir) || '.', precompressed: true, onFound: setCache }),
  );

  // Client-side routes: every other GET answers with the shell's page; the router takes over.
  app.get('*', async (c) => {
    c.header('Cache-Control', noCache);
    return c.html(await readFile(path.join(shellDir, 'index.html'), 'utf8'));
  });
  return app;
}

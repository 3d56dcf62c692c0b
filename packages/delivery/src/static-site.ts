import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Environment } from '@casino/api-client';
import { remotesDir } from './layout.ts';
import { registryResponse } from './registry-response.ts';
import { renderShellPage, routePreloads } from './shell-page.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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

  const registry = () => registryResponse(deployRoot, environment, remoteTimeoutMs, devRemotes);

  app.get('/registry.json', async (c) => {
    c.header('Cache-Control', noCache);
    return c.json(await registry());
  });

  // Source maps are for error reporting, never for the public (issue 13): the builds write them
  // without a reference, publishing keeps them out of the versioned folders, and none is served.
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));

  /**
   * The shell's page for any route: the registry written into it and preload hints for the route's
   * remote, so the remote's files load beside the shell's script (issue 13). Compressed per
   * request: it changes with every release.
   */
  const shellPage = async (c: Context) => {
    const current = await registry();
    const template = await readFile(path.join(shellDir, 'index.html'), 'utf8');
    const html = renderShellPage(template, current, await routePreloads(deployRoot, current, c.req.path));
    c.header('Cache-Control', noCache);
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const accepted = c.req.header('Accept-Encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      return c.body(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(await gz(html));
    }
    return c.body(html);
  };
  app.get('/', shellPage);
  app.get('/index.html', shellPage);

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
  app.get('*', shellPage);
  return app;
}

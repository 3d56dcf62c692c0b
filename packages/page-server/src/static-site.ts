import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Environment, FirstAnswer, RegistryResponse } from '@casino/api-client';
import { pageSecurityHeaders } from './content-security-policy.ts';
import { serverBuildFolder } from '@casino/build-config/server-files';
import {
  serverRenderCodeLoaded,
  serverRenderBudgetMs,
  isServerRenderedRoute,
  renderPageOnServer,
} from './server-render.ts';
import { createPageCache, type ComposedPage, type PageCacheOptions } from './page-cache.ts';
import type { PageServerObserver } from './page-server-observer.ts';
import { createRenderGate } from './render-gate.ts';
import { pageBrotliOptions } from './page-compression.ts';
import {
  canaryArms,
  cohortCookie,
  hasCanary,
  newBrowserId,
  signedBrowserId,
  verifiedBrowserId,
  cacheHeaderFor,
  noCache,
  isRemote,
  remotesDir,
  versionDir,
  versionPattern,
  type App,
  fileReleaseState,
  type ReleaseState,
  type StoredRegistry,
  registryResponse,
  liveShell,
  shellFolderUrl,
  unpublishedShellVersion,
  exists,
} from '@casino/delivery';
import {
  earlyClicksScriptOf,
  inlineRegistryText,
  renderShellPage,
  routePreloads,
  shellPreloads,
  shellSharedStyles,
  type Preload,
} from './shell-page.ts';

const gz = promisify(gzip);
const brotli = promisify(brotliCompress);

export interface StaticSiteOptions {
  deployRoot: string;
  shellDir: string;
  environment: Environment;
  remoteTimeoutMs: number;
  /**
   * The key the cohort cookie is signed with (HMAC-SHA256): only a browser that got its cookie from a page
   * carries a valid one, which is what the telemetry counts by. A secret of the server's.
   */
  cohortKey: string;
  /** Whether the cohort cookie is Secure: the server's one rule for its cookies (its public origin decides). */
  secureCookies: (c: Context) => boolean;
  /** Serve the registry of `npm run dev` (remotes from their dev servers). */
  devRemotes?: boolean;
  /** Scripts the shell loads by URL (tag manager, consent script): the pages' policy allows their origins. */
  scriptUrls?: readonly (string | null | undefined)[];
  /** Pages the site's pages frame from elsewhere (the game aggregator's), allowed by their policy. */
  frameUrls?: readonly (string | null | undefined)[];
  /** The pointers and canaries to serve; unset: the deploy root's registry file. */
  releaseState?: ReleaseState;
  /**
   * Makes a published version's folder local before it is served (from the artifact store, `localVersions`);
   * false when there is no such version. Unset: the deploy root holds every published version.
   */
  localVersion?: (app: App, version: string) => Promise<boolean>;
  /**
   * The public content the server render of the page at a path shows (the api-server's content), written
   * into the page so its queries start from it. Never anything of the visitor: the page is the same for all.
   */
  serverRenderContent?: (pathname: string) => Promise<readonly FirstAnswer[]>;
  /** How long a page waits for its server render before it goes out for the browser to render. */
  serverRenderBudgetMs?: number;
  /** What of that content the page should fetch at once (the largest picture above its fold). */
  serverRenderPreloads?: (pathname: string, answers: readonly FirstAnswer[]) => Preload[];
  /**
   * A banner every shell page carries (a demo's), written in when the page is made: `html` puts it into the
   * page, `policy` allows it in the page's Content-Security-Policy. The answer is marked (`bannerWritten`).
   */
  banner?: { html: (page: string) => string; policy: (policy: string) => string };
  /** The shell pages' cache: its bytes and how long a page is fresh (page-cache.ts has the defaults). */
  pageCache?: Omit<PageCacheOptions, 'budgetMs' | 'onLookup'>;
  /** Told of the page cache's lookups and the renders (the host's metrics), and given the log lines. */
  observer?: PageServerObserver;
  /** Aborted when the server begins shutting down: pages are no longer made again (page-cache.ts). */
  shutdown?: AbortSignal;
}

/** Set on an answer whose page already carries the configured banner (StaticSiteOptions `banner`). */
export const bannerWritten = 'casino.bannerWritten';

/** serveStatic takes its root relative to the working folder. */
const relative = (dir: string) => path.relative(process.cwd(), dir) || '.';

/** Every version a registry serves, in force or in canary, and its shell: what its pages load. */
const servedVersions = (stored: StoredRegistry): { app: App; version: string }[] => [
  ...Object.entries(stored.remotes).flatMap(([remote, entry]) =>
    isRemote(remote)
      ? [entry.current, ...(entry.canary ? [entry.canary.version] : [])].map((version) => ({ app: remote, version }))
      : [],
  ),
  ...(stored.shell ? [{ app: 'shell' as const, version: stored.shell.current }] : []),
];

/**
 * Whether the registry is `npm run dev`'s, and the release state served (the options', else the defaults),
 * each version it names made local before it is served: a release is in force here once its files are.
 */
function servedFrom(options: StaticSiteOptions) {
  const state = options.releaseState ?? fileReleaseState(options.deployRoot);
  const { localVersion } = options;
  const read = async (env: Environment): Promise<StoredRegistry> => {
    const stored = await state.read(env);
    if (localVersion) await Promise.all(servedVersions(stored).map(({ app, version }) => localVersion(app, version)));
    return stored;
  };
  /** A version asked for by its folder (a pin, a tab of an older shell): made local when it is published. */
  const local = async (app: App, version: string) =>
    !localVersion || ((await state.published(app)).includes(version) && (await localVersion(app, version)));
  return {
    devRemotes: options.devRemotes ?? process.env.DEV_REMOTES === '1',
    releaseState: { ...state, read },
    local,
  };
}

/**
 * Whether this process has loaded the code of the pages it renders with the live versions (or has none to load),
 * so no visitor's page waits for it; the first call begins loading it.
 */
export async function serverRenderedPagesLoaded(options: StaticSiteOptions): Promise<boolean> {
  const { deployRoot, shellDir, environment, remoteTimeoutMs } = options;
  const { devRemotes, releaseState } = servedFrom(options);
  const stored = await releaseState.read(environment);
  const registry = await registryResponse(deployRoot, environment, remoteTimeoutMs, devRemotes, {
    stored,
    published: releaseState.published,
  });
  const shell = liveShell(deployRoot, stored, shellDir);
  return serverRenderCodeLoaded({ deployRoot, shellDir: shell.dir, registry, log: options.observer?.log });
}

/**
 * Serves the registry, the published remotes and the shell from one origin, compressed, with the
 * caching rules of ARCHITECTURE.md "Delivery".
 */
export function staticSite(options: StaticSiteOptions): Hono {
  const { deployRoot, shellDir, environment, remoteTimeoutMs, observer } = options;
  const { devRemotes, releaseState, local } = servedFrom(options);
  const app = new Hono();
  const setHeaders = (headers: Record<string, string>, c: Context) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
  /** The headers of a file served as it is: caching, and a static page's policy (the offline page). */
  const fileHeaders = (served: string): Record<string, string> => {
    // The file asked for, not its precompressed twin (`offline.html.br`) that may be sent instead.
    const file = served.replace(/\.(br|gz)$/, '');
    const page = file.endsWith('.html')
      ? pageSecurityHeaders({ scriptUrls: options.scriptUrls, frameUrls: options.frameUrls })
      : {};
    return { 'Cache-Control': cacheHeaderFor(file), Vary: 'Accept-Encoding', ...page };
  };
  /**
   * serveStatic with fileHeaders on what it found. Its onFound runs once the answer is made, too late for
   * c.header, so the headers go onto that answer here.
   */
  const serveFiles = (root: string, rewriteRequestPath?: (requested: string) => string): MiddlewareHandler => {
    const found = new WeakMap<Context, string>();
    const serve = serveStatic({
      root,
      rewriteRequestPath,
      precompressed: true,
      onFound: (file, c) => void found.set(c, file),
    });
    return async (c, next) => {
      const answer = await serve(c, next);
      const file = found.get(c);
      if (answer && file)
        for (const [name, value] of Object.entries(fileHeaders(file))) answer.headers.set(name, value);
      return answer;
    };
  };

  /**
   * Every browser gets a random cohort id in a signed cookie on its first page (a missing or forged one is
   * replaced): while a canary runs it chooses the browser's versions, and the telemetry counts only the
   * beacons of browsers that carry one. The answer that sets the cookie is this browser's own (`private`).
   */
  const cohortOf = (c: Context): { browserId: string; issued: boolean } => {
    const known = verifiedBrowserId(getCookie(c, cohortCookie), options.cohortKey);
    if (known) return { browserId: known, issued: false };
    const browserId = newBrowserId();
    setCookie(c, cohortCookie, signedBrowserId(browserId, options.cohortKey), {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: options.secureCookies(c),
      maxAge: 31_536_000,
    });
    return { browserId, issued: true };
  };

  /**
   * The registry for this browser. While a canary runs, the browser's cohort id chooses its versions, so
   * the answer is this browser's own: no shared cache may keep it for another (`private`, `Vary: Cookie`),
   * and a page counts as a view of its versions.
   */
  const registry = async (c: Context, page: boolean) => {
    const stored = await releaseState.read(environment);
    const { browserId, issued } = cohortOf(c);
    if (devRemotes || !hasCanary(stored)) {
      c.header('Cache-Control', issued ? `private, ${noCache}` : noCache);
      c.header('Vary', 'Accept-Encoding');
      return {
        stored,
        response: await registryResponse(deployRoot, environment, remoteTimeoutMs, devRemotes, {
          stored,
          published: releaseState.published,
        }),
      };
    }
    c.header('Cache-Control', `private, ${noCache}`);
    c.header('Vary', 'Accept-Encoding, Cookie');
    if (page) await releaseState.pageServed?.(environment, canaryArms(stored, browserId));
    const response = await registryResponse(deployRoot, environment, remoteTimeoutMs, devRemotes, {
      stored,
      browserId,
      published: releaseState.published,
    });
    return { stored, response };
  };

  app.get('/registry.json', async (c) => c.json((await registry(c, false)).response));

  // Source maps are for error reporting, never for the public: the builds write them
  // without a reference, publishing keeps them out of the versioned folders, and none is served.
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  // Nor are the server builds published beside the browser's: the page server runs them, nobody fetches them.
  const serverBuild = new RegExp(`^/(remotes|shell)/.*/${serverBuildFolder}/`);
  app.use('*', async (c, next) => (serverBuild.test(c.req.path) ? c.text('Not found', 404) : next()));

  const gate = createRenderGate({ onRendered: observer?.rendered, onFull: observer?.renderSkipped });
  const pages = createPageCache({
    budgetMs: options.serverRenderBudgetMs ?? serverRenderBudgetMs,
    ...options.pageCache,
    onLookup: observer?.pageLookup,
    shutdown: options.shutdown,
  });

  /**
   * The shell's page for a route, as it is for every visitor of one cohort: the registry written into it,
   * preload hints for the shell's first-load files and the route's remote (so they load beside the shell's
   * script), the server-render content and, on a server-rendered route with `serverRendered`, its server render; compressed once.
   */
  const composePage = async (
    { shell, registry: current, url }: { shell: ReturnType<typeof liveShell>; registry: RegistryResponse; url: string },
    serverRendered: boolean,
  ): Promise<ComposedPage> => {
    const { pathname } = new URL(url, 'http://site');
    const template = await readFile(path.join(shell.dir, 'index.html'), 'utf8');
    // The shell's first-load files first: the route's remote needs them to run at all.
    const [shellFiles, routeFiles, serverRenderContent] = await Promise.all([
      shellPreloads(shell),
      routePreloads(deployRoot, current, pathname),
      options.serverRenderContent?.(pathname) ?? [],
    ]);
    const contentFiles = options.serverRenderPreloads?.(pathname, serverRenderContent) ?? [];
    const screen = serverRendered
      ? await renderPageOnServer({
          deployRoot,
          shellDir: shell.dir,
          registry: current,
          url,
          answers: serverRenderContent,
          gate,
          log: observer?.log,
        })
      : { html: undefined, tryAgain: isServerRenderedRoute(pathname) };
    const renderedPage = screen.html;
    // A server-rendered page links the shared modules' style sheets too, after the shell's own and before its remote's.
    const shellHrefs = new Set(shellFiles.map((file) => file.href));
    const sharedFiles = renderedPage
      ? (await shellSharedStyles(shell)).filter((file) => !shellHrefs.has(file.href))
      : [];
    const preloads = [...shellFiles, ...sharedFiles, ...routeFiles, ...contentFiles];
    const earlyClicks = renderedPage ? await earlyClicksScriptOf(shell) : undefined;
    const page = renderShellPage(template, {
      registry: current,
      preloads,
      shellVersion: shell.version,
      serverRenderContent,
      renderedPage,
      earlyClicks,
    });
    const html = options.banner ? options.banner.html(page) : page;
    // Framed by nobody; scripts from the registry's origins and the written registry by hash.
    const inlineScripts = [inlineRegistryText(current), ...(earlyClicks ? [earlyClicks] : [])];
    const headers = pageSecurityHeaders({
      registry: current,
      scriptUrls: options.scriptUrls,
      frameUrls: options.frameUrls,
      inlineScripts,
    });
    const policy = headers['Content-Security-Policy'];
    if (options.banner && policy) headers['Content-Security-Policy'] = options.banner.policy(policy);
    const bytes = Buffer.byteLength(html);
    const [br, gzipped] = await Promise.all([brotli(html, pageBrotliOptions(bytes)), gz(html)]);
    return {
      html,
      br: new Uint8Array(br),
      gzip: new Uint8Array(gzipped),
      headers,
      tryAgain: screen.html === undefined && screen.tryAgain,
    };
  };

  /**
   * The shell's page for any route, from the page cache: made once per shell version, cohort registry and
   * address, and made again behind the visitors once it is a few seconds old (page-cache.ts).
   */
  const shellPage = async (c: Context) => {
    const { stored, response: current } = await registry(c, true);
    // The environment's shell version: its page, and its files from its own folder.
    const shell = liveShell(deployRoot, stored, shellDir);
    // As the browser has it, still percent-encoded: a decoded path may not parse as a URL again (a backslash).
    const { pathname, search } = new URL(c.req.url);
    const url = pathname + search;
    const inputs = { shell, registry: current, url };
    const key = createHash('sha256')
      .update(JSON.stringify([shell.dir, current, url]))
      .digest('base64url');
    const page = await pages.page(
      key,
      () => composePage(inputs, true),
      () => composePage(inputs, false),
      isServerRenderedRoute(c.req.path) ? gate.expectedMs() : 0,
    );
    setHeaders(page.headers, c);
    if (options.banner) c.set(bannerWritten, true);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const accepted = c.req.header('Accept-Encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      return c.body(page.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(page.gzip);
    }
    return c.body(page.html);
  };
  app.get('/', shellPage);
  app.get('/index.html', shellPage);

  app.use(
    '/remotes/*',
    async (c, next) => {
      c.header('Access-Control-Allow-Origin', '*');
      const [, remote = '', version = ''] = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(c.req.path) ?? [];
      if (isRemote(remote) && !(await local(remote, version))) return c.text('Not found', 404);
      await next();
    },
    serveFiles(relative(remotesDir(deployRoot)), (p) => p.replace(/^\/remotes/, '')),
  );
  app.all('/remotes/*', (c) => c.text('Not found', 404));

  /**
   * Every shell version from its own folder: a tab keeps loading the chunks of the version it was
   * opened on after a newer one went live (until retention removes it); the unpublished build is `current`.
   */
  const shellVersions = new Map<string, MiddlewareHandler>();
  app.use('/shell/:version/*', async (c, next) => {
    const version = c.req.param('version');
    const dir = version === unpublishedShellVersion ? shellDir : versionDir(deployRoot, 'shell', version);
    if (!versionPattern.test(version)) return c.text('Not found', 404);
    if (version !== unpublishedShellVersion && !(await local('shell', version))) return c.text('Not found', 404);
    if (!(await exists(dir))) return c.text('Not found', 404);
    let serve = shellVersions.get(version);
    const folder = shellFolderUrl(version);
    if (!serve) shellVersions.set(version, (serve = serveFiles(relative(dir), (p) => p.slice(folder.length - 1))));
    return serve(c, next);
  });
  app.all('/shell/*', (c) => c.text('Not found', 404));

  // The files the shell names at the site's root (service worker, offline page, web app manifest,
  // icons) come from the environment's live shell version.
  const rootFiles = new Map<string, MiddlewareHandler>();
  app.use('/*', async (c, next) => {
    const { dir } = liveShell(deployRoot, await releaseState.read(environment), shellDir);
    let serve = rootFiles.get(dir);
    if (!serve) rootFiles.set(dir, (serve = serveFiles(relative(dir))));
    return serve(c, next);
  });

  // Client-side routes: every other GET answers with the shell's page; the router takes over.
  app.get('*', shellPage);
  return app;
}

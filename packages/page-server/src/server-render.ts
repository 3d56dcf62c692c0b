import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstAnswer, RegistryResponse } from '@casino/api-client';
import { serverBuildFolder, serverEntryFile, shellServerFile } from '@casino/build-config/server-files';
import type { ShellServerBuild } from '@casino/platform/server-render';
import { matchRoute } from '@casino/platform/route-match';
import { routeTable } from '@casino/platform/route-table';
import { publishedFolderOf } from '@casino/delivery';
import type { RenderGate } from './render-gate.ts';

const requireBuild = createRequire(import.meta.url);

/**
 * How long a visitor waits for a page's server render when no server-rendered page is cached. A render takes 20-50 ms
 * once the process has loaded the remotes' code (the first one, loading it, about half a second): past this
 * the page goes out as it did before server rendering, and the browser renders it.
 */
export const serverRenderBudgetMs = 300;

const has = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// A shell version's build never changes under a running server: loaded once per folder.
const shellBuilds = new Map<string, Promise<ShellServerBuild | undefined>>();

/** The shell version's server build, if it has one (`npm run dev` and some QA builds have none). */
function shellServerBuild(shellDir: string): Promise<ShellServerBuild | undefined> {
  const file = path.join(shellDir, serverBuildFolder, shellServerFile);
  let build = shellBuilds.get(file);
  if (!build) {
    build = has(file).then((found) => (found ? (requireBuild(file) as ShellServerBuild) : undefined));
    shellBuilds.set(file, build);
  }
  return build;
}

/**
 * The server entry of every remote the registry names, as `file:` URLs of their published versions; none
 * when one of them has no server build (a live dev remote, a version built without one): a page region the
 * server cannot render would reach the browser half-done.
 */
function serverEntries(deployRoot: string, registry: RegistryResponse) {
  // Published folders never change: each registry's entries are looked up once.
  const key = JSON.stringify([deployRoot, registry.remotes]);
  let entries = entriesOf.get(key);
  if (!entries) entriesOf.set(key, (entries = findServerEntries(deployRoot, registry)));
  return entries;
}

const entriesOf = new Map<string, Promise<Record<string, string> | undefined>>();

async function findServerEntries(deployRoot: string, registry: RegistryResponse) {
  const entries: Record<string, string> = {};
  for (const [remote, manifestUrl] of Object.entries(registry.remotes)) {
    const folder = publishedFolderOf(deployRoot, manifestUrl);
    if (folder?.remote !== remote) return undefined;
    const file = path.join(folder.dir, serverBuildFolder, serverEntryFile);
    if (!(await has(file))) return undefined;
    entries[remote] = pathToFileURL(file).href;
  }
  return entries;
}

export interface ServerRenderOptions {
  deployRoot: string;
  shellDir: string;
  registry: RegistryResponse;
  /** The page's path and query. */
  url: string;
  answers: readonly FirstAnswer[];
  /** The process's queue of renders: a page whose render finds it full goes out unrendered. */
  gate: RenderGate;
  /** Where a failed render is told (the host's log); unset: the console. */
  log?: ServerRenderLog;
}

export type ServerRenderLog = (message: string, error?: unknown) => void;

const consoleLog: ServerRenderLog = (message, error) => console.warn(message, error);

/** Whether the page at `pathname` is one the server renders (its route's `serverRendered`). */
export function isServerRenderedRoute(pathname: string): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && 'serverRendered' in routeTable[route.name];
}

/** A page rendered on the server: its HTML, or none, and then whether a later try may render it. */
export type ServerRenderedPage = { html: string } | { html: undefined; tryAgain: boolean };

/** A path of each route the server renders (`:slug` and `*` stand for any), to load their code with. */
const renderedPathnames = Object.values(routeTable)
  .filter((route) => 'serverRendered' in route)
  .map((route) => route.path.replace(/:[^/]+|\*/g, 'x'));

// The shell builds and remotes whose pages' code this process has loaded or tried to (true), or is loading (false).
const warmed = new Map<string, boolean>();

/**
 * Loads the rendered pages' code with these builds once, so no visitor's page waits for it; whether that is done.
 * Code that failed to load is logged and loaded again on a later page.
 */
function warm(build: ShellServerBuild, shellDir: string, entries: Record<string, string>, log: ServerRenderLog) {
  const key = JSON.stringify([shellDir, entries]);
  const known = warmed.get(key);
  if (known !== undefined) return known;
  warmed.set(key, false);
  build.warmServerRender(entries, renderedPathnames).then(
    () => warmed.set(key, true),
    (error: unknown) => {
      log("[server render] the server-rendered pages' code did not load", error);
      // Done all the same: the pages go out for the browser to render, as when a render fails.
      warmed.set(key, true);
      setTimeout(() => warmed.delete(key), retryLoadMs).unref();
    },
  );
  return false;
}

/** How soon code that failed to load is tried again. */
const retryLoadMs = 10_000;

/**
 * Whether the server-rendered pages' code of these builds has been loaded in this process (or tried and failed, which
 * leaves their pages to the browser), loading it if nobody has asked yet; true when they renders no page.
 */
export async function serverRenderCodeLoaded({
  deployRoot,
  shellDir,
  registry,
  log = consoleLog,
}: Pick<ServerRenderOptions, 'deployRoot' | 'shellDir' | 'registry' | 'log'>): Promise<boolean> {
  const [build, entries] = await Promise.all([shellServerBuild(shellDir), serverEntries(deployRoot, registry)]);
  return !build || !entries || warm(build, shellDir, entries, log);
}

/**
 * The route's page rendered on the server for the page's `#root`, when its route is one the server renders
 * (`serverRendered`) and the shell and every remote have server builds. None, to be tried again later, when
 * the render fails or the render queue is full; none for good when the route is not server-rendered or a build has no
 * server build. Any page asked for first loads the rendered pages' code with the registry's versions. How long
 * a visitor waits for it is the page cache's business (page-cache.ts): a render, once begun, is finished and kept.
 */
export async function renderPageOnServer({
  deployRoot,
  shellDir,
  registry,
  url,
  answers,
  gate,
  log = consoleLog,
}: ServerRenderOptions): Promise<ServerRenderedPage> {
  const [build, entries] = await Promise.all([shellServerBuild(shellDir), serverEntries(deployRoot, registry)]);
  if (!build || !entries) return { html: undefined, tryAgain: false };
  warm(build, shellDir, entries, log);
  const pathname = new URL(url, 'http://site').pathname;
  if (!isServerRenderedRoute(pathname)) return { html: undefined, tryAgain: false };
  const render = gate.run(() =>
    build.renderOnServer({ url, serverEntries: entries, answers, environment: registry.environment }),
  );
  if (!render) return { html: undefined, tryAgain: true };
  try {
    const html = await render;
    // The page's policy allows only the scripts it names: a render that wrote one is the browser's to do.
    if (html.includes('<script')) throw new Error('the render wrote an inline script');
    return { html };
  } catch (error) {
    log(`[server render] ${pathname} is left to the browser: its server render failed`, error);
    return { html: undefined, tryAgain: true };
  }
}

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir, deployDir, projectNode, repoRoot, sites, type SiteEnv } from './env.ts';

const run = promisify(execFile);

export type RemoteName = 'games' | 'payments' | 'profile' | 'support' | 'effects';
export const remoteNames: readonly RemoteName[] = ['games', 'payments', 'profile', 'support', 'effects'];

/** What the player reads (spec, ARCHITECTURE rule 5); written out so a changed text fails a test. */
export const copy = {
  pageFailed: 'Denne del af siden kunne ikke indlæses lige nu.',
  widgetFailed: (what: 'Chatten' | 'Indbetalingen' | 'Temaeffekterne') => `${what} kunne ikke indlæses.`,
  retry: 'Prøv igen',
  notFound: 'Siden blev ikke fundet',
  licence: 'Tilladelse fra Spillemyndigheden',
  deposit: 'Indbetal',
  chatLauncher: 'Chat med os',
  pinBanner: (remote: string, version: string) => `QA: ${remote} er fastlåst til version ${version}`,
  pinClear: 'Ryd fastlåsning',
  pinRefused: (remote: string, version: string) =>
    `Fastlåsning afvist: ${remote} findes ikke i version "${version}". Vælg en udgivet version.`,
} as const;

/**
 * The page chrome the shell owns: header with the main menu and the deposit button, and the
 * responsible-gambling footer the Danish licence requires on every page.
 */
export async function expectChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: copy.deposit })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: copy.licence })).toBeVisible();
}

/** Clicks a link of the header's main menu (client-side navigation, the page is not reloaded). */
export async function navigate(page: Page, label: 'Forside' | 'Spil' | 'Mine spil' | 'Min profil' | 'Hjælp') {
  const header = page.getByRole('banner');
  // A signed-in player reaches the profile through the profile menu in the header.
  if (label === 'Min profil') await header.locator('details > summary').click();
  await header.getByRole('link', { name: label, exact: true }).click();
}

/** The region the shell renders a remote's expose in (`data-remote-region="payments/routes"`). */
export const region = (page: Page, moduleId: string) => page.locator(`[data-remote-region="${moduleId}"]`);

/**
 * A region's fallback. A page's fallback sits in the page; a widget's (dialog, chat, effects) in
 * the shell's fixed notice stack, so it is found by its own marker rather than inside the region.
 */
export const fallbackOf = (page: Page, moduleId: string) =>
  page.locator(`[data-region-fallback="${moduleId}"]`).getByRole('alert');

export interface RegistryJson {
  environment: SiteEnv;
  remotes: Record<string, string>;
  published?: Record<string, Record<string, string>>;
}

export async function registryOf(request: APIRequestContext, env: SiteEnv): Promise<RegistryJson> {
  const response = await request.get(`${sites[env].url}/registry.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RegistryJson;
}

/** `/remotes/payments/1.0.0-ab12cd34/mf-manifest.json` -> `1.0.0-ab12cd34` */
export function versionOf(manifestUrl: string | undefined): string {
  const match = /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl ?? '');
  if (!match?.[1]) throw new Error(`not a published manifest URL: ${manifestUrl}`);
  return decodeURIComponent(match[1]);
}

/** The build version a published remote reports (`data-remote-version` in its UI). */
export async function buildVersionOf(request: APIRequestContext, manifestUrl: string): Promise<string> {
  const response = await request.get(`${sites.production.url}${manifestUrl}`);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { metaData: { buildInfo: { buildVersion: string } } };
  return manifest.metaData.buildInfo.buildVersion;
}

/** The registry the server writes into the shell's page (packages/page-server/src/shell-page.ts). */
const inlineRegistry = /(<script type="application\/json" id="casino-registry">)(.*?)(<\/script>)/s;

/** The shell's pages this browser loads, routed by pointRemoteAt (so restoreRegistry can undo it). */
const pageRoutes = new WeakMap<Page, Parameters<Page['route']>[1]>();

/**
 * Makes this page's browser see a registry in which one remote points at another published folder:
 * both the registry written into the shell's page and `/registry.json`.
 */
export async function pointRemoteAt(page: Page, remote: RemoteName, version: string): Promise<void> {
  const manifest = `/remotes/${remote}/${version}/mf-manifest.json`;
  await page.route('**/registry.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as RegistryJson;
    registry.remotes[remote] = manifest;
    await route.fulfill({ response, json: registry });
  });
  const handler: Parameters<Page['route']>[1] = async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(inlineRegistry, (_, open: string, json: string, close: string) => {
      const registry = JSON.parse(json) as RegistryJson;
      registry.remotes[remote] = manifest;
      return `${open}${JSON.stringify(registry).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body });
  };
  pageRoutes.set(page, handler);
  await page.route('**/*', handler);
}

/** Undoes pointRemoteAt: the browser sees the site's real registry again. */
export async function restoreRegistry(page: Page): Promise<void> {
  await page.unroute('**/registry.json');
  const handler = pageRoutes.get(page);
  if (handler) await page.unroute('**/*', handler);
  pageRoutes.delete(page);
}

/** Runs the real release command (`npm run release -- ...`) against the e2e site's deploy folder. */
export async function releaseCli(...args: string[]): Promise<string> {
  const { stdout } = await run(projectNode, [path.join(repoRoot, 'packages/delivery/src/cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
  return stdout.trim();
}

let paymentsRelease: Promise<string> | undefined;

/**
 * Builds mf-payments once more, as version 9.9.9, into a temporary folder (the remote's own builds,
 * its dist untouched), and returns that folder. Built once per worker.
 */
export function buildPaymentsRelease(): Promise<string> {
  paymentsRelease ??= (async () => {
    // Under e2e/.data, which every run of the site starts afresh.
    await mkdir(path.join(dataDir, 'builds'), { recursive: true });
    const outDir = await mkdtemp(path.join(dataDir, 'builds', 'payments-9.9.9-'));
    const rspackCli = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');
    // As its `build` script does: the browser's build, then the server's beside it.
    for (const config of ['rspack.config.ts', 'rspack.server.config.ts'])
      await run(projectNode, [rspackCli, 'build', '-c', config], {
        cwd: path.join(repoRoot, 'mf-payments'),
        env: { ...process.env, RELEASE_VERSION: '9.9.9', BUILD_OUTPUT_DIR: outDir, NODE_ENV: 'production' },
      });
    return outDir;
  })();
  return paymentsRelease;
}

/** A digest of every file in a folder (names and contents), to prove a folder was not rebuilt. */
export async function folderDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(dir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Console lines of a page, to tell which path (errorLoadRemote, timeout, render error) was taken. */
export function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** Uncaught errors of a page: a fault must never escape its region's boundary. */
export function recordPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The seeded everyday player (packages/api-server README, "Test logins"). */
export const player = { email: 'spiller@casino.test', password: 'Casino2026!' } as const;

/**
 * Signs the page's browser context in through Auth.js's credentials callback, as the login form
 * does, so protected pages (/profile/*, /mine/*) render for a player.
 */
export async function signIn(
  page: Page,
  env: SiteEnv = 'production',
  who: { email: string; password: string } = player,
): Promise<void> {
  await signInAt(page, sites[env].url, who);
}

/** signIn against any running site (the bench's), by its base URL. */
export async function signInAt(
  page: Pick<Page, 'request'>,
  base: string,
  who: { email: string; password: string } = player,
): Promise<void> {
  const { csrfToken } = (await (await page.request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
  const response = await page.request.post(`${base}/api/auth/callback/credentials`, {
    headers: { origin: base, 'x-auth-return-redirect': '1' },
    form: { csrfToken, email: who.email, password: who.password, callbackUrl: '/' },
  });
  expect(response.ok(), `sign-in of ${who.email} failed: ${response.status()}`).toBe(true);
  const session = (await (await page.request.get(`${base}/api/auth/session`)).json()) as { user?: unknown } | null;
  expect(session?.user, `no session for ${who.email}`).toBeTruthy();
}

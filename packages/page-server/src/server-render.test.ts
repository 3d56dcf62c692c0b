import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstAnswer } from '@casino/api-client';
import {
  earlyClicksFile,
  inlineScriptsFolder,
  serverBuildFolder,
  serverEntryFile,
  shellServerFile,
} from '@casino/build-config/server-files';
import { publish, canary, cohortCookie } from '@casino/delivery';
import { scriptHash } from './content-security-policy.ts';
import { serverRenderedPagesLoaded, staticSite, type StaticSiteOptions } from './static-site.ts';
import { testCohortOptions, writeBuildContract } from '@casino/delivery/test-deploy';

// The public pages rendered on the server (docs/decisions/0053): the page server runs the
// shell's server build with the remotes' published server entries; whatever goes wrong, the page still goes
// out and the browser renders it as before.

let root: string;
let shellDir: string;
let work: string;

const answers: FirstAnswer[] = [
  { url: '/api/content?rest_route=/casino/v1/game-cards', status: 200, headers: {}, body: [] },
];

/** A remote's build with (or without) its server build beside it. */
async function remoteBuild(name: string, withServerBuild = true): Promise<string> {
  const dist = path.join(work, name);
  await mkdir(path.join(dist, serverBuildFolder), { recursive: true });
  const manifest = {
    metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.1a2b.js', path: '' } },
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeBuildContract(dist);
  await writeFile(path.join(dist, 'remoteEntry.1a2b.js'), `var ${name} = {};`);
  if (withServerBuild) await writeFile(path.join(dist, serverBuildFolder, serverEntryFile), 'module.exports = {};');
  return dist;
}

/**
 * The shell's server build: `render` is the body of its async render function, which gets the request
 * (`request`) and keeps it where the test reads it.
 */
async function shellServerBuild(render: string) {
  await mkdir(path.join(shellDir, serverBuildFolder), { recursive: true });
  await writeFile(
    path.join(shellDir, serverBuildFolder, shellServerFile),
    `exports.renderOnServer = async (request) => { globalThis.renderRequests.push(request); ${render} };
    exports.warmServerRender = async (entries, pathnames) => { globalThis.warmed.push(pathnames); await globalThis.warming; };`,
  );
}

const renderRequests: unknown[] = [];
const warmed: string[][] = [];
Object.assign(globalThis, { renderRequests, warmed, warming: undefined });

beforeEach(async () => {
  renderRequests.length = 0;
  warmed.length = 0;
  Object.assign(globalThis, { warming: undefined });
  root = await mkdtemp(path.join(tmpdir(), 'deploy-'));
  work = await mkdtemp(path.join(tmpdir(), 'builds-'));
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await writeFile(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><script defer src="/shell/current/main.1234.js"></script></head><body><div id="root"></div></body></html>',
  );
});
afterEach(async () => {
  for (const dir of [root, work, shellDir]) await rm(dir, { recursive: true, force: true });
});

const site = (options: Partial<StaticSiteOptions> = {}) =>
  staticSite({
    deployRoot: root,
    shellDir,
    environment: 'production',
    remoteTimeoutMs: 5000,
    devRemotes: false,
    ...testCohortOptions,
    serverRenderContent: async () => answers,
    ...options,
  });

async function pageAt(pathname: string) {
  const response = await site().request(pathname);
  expect(response.status).toBe(200);
  return response.text();
}

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';

describe('a public page, rendered on the server', () => {
  it("is written into the page's root, with its pictures' hints in the head, from the published versions' server builds", async () => {
    const games = await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(
      `return '<link rel="preload" as="image" href="/art/a.webp"/><h1>Velkommen til casinoet</h1>';`,
    );

    const shared = [{ name: '@casino/ui/forms', assets: { css: { sync: ['forms.1a2b.css'] } } }];
    await writeFile(path.join(shellDir, 'mf-manifest.json'), JSON.stringify({ shared }));

    const html = await pageAt('/?sort=newest');
    expect(rootOf(html)).toBe('<h1>Velkommen til casinoet</h1>');
    expect(headOf(html)).toContain('<link rel="preload" as="image" href="/art/a.webp"/>');
    // Rendered on the server before its scripts run, the page is styled by the style sheets of what it uses from the shell.
    expect(headOf(html)).toContain('<link rel="stylesheet" href="/shell/current/forms.1a2b.css">');
    expect(headOf(await pageAt('/help'))).not.toContain('forms.1a2b.css');
    const entry = path.join(root, 'remotes', 'games', games, serverBuildFolder, serverEntryFile);
    expect(renderRequests).toEqual([
      { url: '/?sort=newest', serverEntries: { games: pathToFileURL(entry).href }, answers, environment: 'production' },
    ]);
  });

  it("carries the shell's early-clicks script as its build wrote it, allowed by the hash of that text", async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>Velkommen</h1>';`);
    const script = '(()=>{window.casinoEarlyClicks={take:()=>[]}})();';
    await mkdir(path.join(shellDir, inlineScriptsFolder), { recursive: true });
    await writeFile(path.join(shellDir, inlineScriptsFolder, earlyClicksFile), script);

    const response = await site().request('/');
    expect(headOf(await response.text())).toContain(`<script>${script}</script>`);
    expect(response.headers.get('Content-Security-Policy')).toContain(scriptHash(script));
    expect(headOf(await pageAt('/help'))).not.toContain(script);
  });

  it('is not rendered for a page the route table does not render (the help pages, an address of no page)', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    for (const pathname of ['/help', '/casino-royale']) expect(rootOf(await pageAt(pathname))).toBe('');
    expect(renderRequests).toEqual([]);
  });

  it("renders a player's pages (the profile, the deposit page, the play page) as anyone's, from nothing of the visitor", async () => {
    const games = await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    const served = site();
    const pathnames = ['/profile', '/profile/payment/deposit', '/spil/hot-stars/spil'];
    for (const pathname of pathnames) {
      const response = await served.request(pathname, { headers: { Cookie: 'authjs.session-token=a-players' } });
      expect(rootOf(await response.text())).toBe('<h1>server-rendered</h1>');
    }
    // The render is asked with the address and the page's public answers only: no cookie, no header.
    const entry = path.join(root, 'remotes', 'games', games, serverBuildFolder, serverEntryFile);
    expect(renderRequests).toEqual(
      pathnames.map((url) => ({
        url,
        serverEntries: { games: pathToFileURL(entry).href },
        answers,
        environment: 'production',
      })),
    );
  });

  it('is left to the browser when the render fails, writes a script, or outlasts its time budget', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await shellServerBuild(`
      if (request.url === '/spil') throw new Error('a region failed');
      if (request.url === '/spil/kategori/slots') return '<h1>Slots</h1><script>alert(1)</script>';
      return new Promise((resolve) => setTimeout(() => resolve('<h1>late</h1>'), 1000));`);
    for (const pathname of ['/spil', '/spil/kategori/slots', '/']) expect(rootOf(await pageAt(pathname))).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("loads the rendered pages' code once with the published versions, on the first page anyone asks for", async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    await pageAt('/help');
    await pageAt('/');
    expect(warmed).toEqual([
      [
        ...['/', '/app', '/spil', '/spil/kategori/x', '/spil/tag/x', '/spil/x', '/spil/x/spil'],
        ...['/spil/x/spillevejledning', '/spil/x', '/mine', '/mine/spil', '/mine/trofaeer', '/mine/spilhistorik'],
        ...['/profile', '/profile/settings', '/profile/limits', '/profile/transactions', '/profile/address-lock'],
        ...['/profile/bonus-progress', '/profile/confirm-delete', '/profile/delete', '/profile/lock'],
        ...['/profile/password', '/mine/bonusser', '/promocode', '/opret-konto/graenser', '/profile/payment/deposit'],
        ...['/profile/payment/error', '/profile/payment/payout', '/profile/payment/receipt'],
      ],
    ]);
  });

  it('is not rendered while a remote of the registry has no server build', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await publish({ root, remote: 'support', distDir: await remoteBuild('support', false), env: 'production' });
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    expect(rootOf(await pageAt('/'))).toBe('');
    expect(renderRequests).toEqual([]);
  });

  it('comes from server builds the site never serves', async () => {
    const games = await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '';`);
    const served = site();
    expect((await served.request(`/remotes/games/${games}/${serverBuildFolder}/${serverEntryFile}`)).status).toBe(404);
    expect((await served.request(`/shell/current/${serverBuildFolder}/${shellServerFile}`)).status).toBe(404);
    expect((await served.request(`/remotes/games/${games}/remoteEntry.1a2b.js`)).status).toBe(200);
  });
});

// ARCHITECTURE "Loading" at traffic: a server-rendered page is the same for every visitor of one cohort, so it is made
// once per page version and served from memory (page-cache.ts), and render work stays bounded under load.
describe('server-rendered pages at traffic', () => {
  const htmlOf = async (served: ReturnType<typeof site>, pathname: string, cookie?: string) =>
    (await served.request(pathname, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it("gives the second visitor of a page version the first one's render: one render for many visitors", async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>Velkommen til casinoet</h1>';`);
    const served = site();
    const pages = await Promise.all(Array.from({ length: 5 }, () => htmlOf(served, '/')));
    pages.push(await htmlOf(served, '/'));
    for (const html of pages) expect(rootOf(html)).toBe('<h1>Velkommen til casinoet</h1>');
    expect(renderRequests).toHaveLength(1);
  });

  it('makes a new page for a new remote version, and for changed content once the page is no longer fresh', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>' + request.answers[0].body.length + ' spil</h1>';`);
    const content: FirstAnswer[] = [{ ...answers[0]!, body: [] }];
    const served = site({ serverRenderContent: async () => content, pageCache: { freshMs: 50 } });
    expect(rootOf(await htmlOf(served, '/'))).toBe('<h1>0 spil</h1>');

    content[0] = { ...content[0]!, body: [{ slug: 'ny' }] };
    await new Promise((resolve) => setTimeout(resolve, 60));
    // The visitor after the page went stale still gets it at once; the next page is made behind them.
    expect(rootOf(await htmlOf(served, '/'))).toBe('<h1>0 spil</h1>');
    await until(() => renderRequests.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rootOf(await htmlOf(served, '/'))).toBe('<h1>1 spil</h1>');

    // A new version of a remote is another page version: made at once, never the old one.
    const newer = await remoteBuild('games-2');
    await writeFile(path.join(newer, 'remoteEntry.1a2b.js'), 'var games = { newer: true };');
    const games2 = await publish({ root, remote: 'games', distDir: newer, env: 'production' });
    const html = await htmlOf(served, '/');
    expect(html).toContain(`/remotes/games/${games2}/`);
    expect(rootOf(html)).toBe('<h1>1 spil</h1>');
    expect(renderRequests).toHaveLength(3);
  });

  it("gives a canary's two cohorts each their own versions' page, one render each however they alternate", async () => {
    const stable = await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    const newer = await remoteBuild('games-2');
    await writeFile(path.join(newer, 'remoteEntry.1a2b.js'), 'var games = { newer: true };');
    const next = await publish({ root, remote: 'games', distDir: newer, env: 'staging' });
    await canary(root, 'production', 'games', next, 50);
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    const served = site();
    // Browsers until one of each cohort: each keeps its cohort cookie.
    const browsers = new Map<string, string>();
    while (browsers.size < 2) {
      const response = await served.request('/');
      const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
      const version = (await response.text()).includes(`/remotes/games/${next}/`) ? next : stable;
      if (!browsers.has(version)) browsers.set(version, cookie);
    }
    for (let round = 0; round < 3; round++)
      for (const [version, cookie] of browsers) {
        const html = await htmlOf(served, '/', `${cohortCookie}=${cookie.split('=')[1]}`);
        expect(html).toContain(`/remotes/games/${version}/`);
        expect(rootOf(html)).toBe('<h1>server-rendered</h1>');
      }
    const rendered = renderRequests.map((r) => JSON.stringify((r as { serverEntries: unknown }).serverEntries));
    expect(new Set(rendered).size).toBe(2);
    expect(renderRequests).toHaveLength(2);
  });

  it('makes no page again once the server shuts down: the kept page is served as it was, no content is asked for', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>Velkommen</h1>';`);
    let asked = 0;
    const shutdown = new AbortController();
    const serverRenderContent = async () => (asked++, answers);
    const served = site({ serverRenderContent, pageCache: { freshMs: 20 }, shutdown: shutdown.signal });
    expect(rootOf(await htmlOf(served, '/'))).toBe('<h1>Velkommen</h1>');
    const askedBefore = asked;
    shutdown.abort();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(rootOf(await htmlOf(served, '/'))).toBe('<h1>Velkommen</h1>');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(asked).toBe(askedBefore);
    expect(renderRequests).toHaveLength(1);
  });

  it('sends the page unrendered when its render outlasts the budget, finishes that one render and serves it after', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return new Promise((resolve) => setTimeout(() => resolve('<h1>sent</h1>'), 300));`);
    const served = site({ serverRenderBudgetMs: 50 });
    const first = await Promise.all(Array.from({ length: 4 }, () => htmlOf(served, '/')));
    for (const html of first) expect(rootOf(html)).toBe('');
    await until(() => renderRequests.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(rootOf(await htmlOf(served, '/'))).toBe('<h1>sent</h1>');
    expect(renderRequests).toHaveLength(1);
  });

  it('starts no more renders than its queue holds: many new pages at once go out unrendered, none waits', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return new Promise((resolve) => setTimeout(() => resolve('<h1>sent</h1>'), 200));`);
    const served = site({ serverRenderBudgetMs: 20 });
    const pages = await Promise.all(Array.from({ length: 12 }, (_, i) => htmlOf(served, `/?side=${i}`)));
    for (const html of pages) expect(rootOf(html)).toBe('');
    expect(renderRequests.length).toBeLessThanOrEqual(4);
  });
});

// Operating the page server: a load balancer sends it visitors once their pages need not wait for its code, and
// its host counts its cache and renders and logs its failures in the host's own structured log.
describe('the page server as its host runs it', () => {
  const options = () =>
    ({
      ...testCohortOptions,
      deployRoot: root,
      shellDir,
      environment: 'production',
      remoteTimeoutMs: 5000,
      devRemotes: false,
    }) as const;

  it("is ready once the server-rendered pages' code of the live versions has loaded, loading it when first asked", async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    let loaded = () => {};
    Object.assign(globalThis, { warming: new Promise<void>((resolve) => (loaded = resolve)) });
    expect(await serverRenderedPagesLoaded(options())).toBe(false);
    expect(await serverRenderedPagesLoaded(options())).toBe(false);
    loaded();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await serverRenderedPagesLoaded(options())).toBe(true);
    expect(warmed).toHaveLength(1);
  });

  it('is ready at once where it renders no page (a remote without a server build)', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games', false), env: 'production' });
    await shellServerBuild(`return '<h1>server-rendered</h1>';`);
    expect(await serverRenderedPagesLoaded(options())).toBe(true);
    expect(warmed).toEqual([]);
  });

  it('tells its host of every page asked of its cache, every render and every failure, and writes nothing to the console', async () => {
    await publish({ root, remote: 'games', distDir: await remoteBuild('games'), env: 'production' });
    await shellServerBuild(
      `if (request.url === '/spil') throw new Error('a region failed'); return '<h1>server-rendered</h1>';`,
    );
    const lookups: boolean[] = [];
    const renders: boolean[] = [];
    const logged: unknown[][] = [];
    const warn = jest.spyOn(console, 'warn');
    const served = site({
      observer: {
        pageLookup: (found) => lookups.push(found),
        rendered: (ms, succeeded) => renders.push(ms >= 0 && succeeded),
        log: (...line) => logged.push(line),
      },
    });
    for (const pathname of ['/', '/', '/spil']) expect((await served.request(pathname)).status).toBe(200);
    expect(lookups).toEqual([false, true, false]);
    expect(renders).toEqual([true, false]);
    expect(logged).toEqual([[expect.stringContaining('/spil'), new Error('a region failed')]]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

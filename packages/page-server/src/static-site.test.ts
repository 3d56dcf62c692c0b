import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { inlineRegistryElementId, registryResponseSchema } from '@casino/api-client';
import { publish } from '@casino/delivery';
import { staticSite } from './static-site.ts';
import { returningBrowserCookie, testCohortOptions, writeBuildContract } from '@casino/delivery/test-deploy';

let root: string;
let shellDir: string;
let work: string;

/**
 * A remote's build as rspack writes it: manifest, entry, the routes expose, its pages' files per route,
 * hidden source maps. `label` goes into the page files' names, so two builds differ.
 */
async function fakeRemoteBuild(name: string, label = '5e6f'): Promise<string> {
  const dist = path.join(work, name);
  await mkdir(dist, { recursive: true });
  const manifest = {
    metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.1a2b.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['__federation_expose_routes.3c4d.js'], async: ['page.5e6f.js'] }, css: { sync: [] } },
      },
    ],
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeBuildContract(dist);
  const pages = {
    home: { js: [`route-home-appHome.${label}.js`], css: [`route-home-appHome.${label}.css`] },
    game: { js: [`route-game.${label}.js`, `7.${label}.js`], css: [] },
  };
  await writeFile(path.join(dist, 'route-pages.json'), JSON.stringify(pages));
  await writeFile(path.join(dist, 'remoteEntry.1a2b.js'), `var ${name} = {};`);
  await writeFile(path.join(dist, 'remoteEntry.1a2b.js.map'), '{"version":3}');
  await writeFile(path.join(dist, '__federation_expose_routes.3c4d.js'), 'routes');
  return dist;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deploy-'));
  work = await mkdtemp(path.join(tmpdir(), 'builds-'));
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await writeFile(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><script defer src="/shell/current/main.1234.js"></script></head><body></body></html>',
  );
  await writeFile(path.join(shellDir, 'main.1234.js'), 'shell');
  await writeFile(path.join(shellDir, 'main.1234.js.map'), '{"version":3}');
});
afterEach(async () => {
  for (const dir of [root, work, shellDir]) await rm(dir, { recursive: true, force: true });
});

const site = (environment: 'production' | 'staging' = 'production') =>
  staticSite({
    deployRoot: root,
    shellDir,
    environment,
    remoteTimeoutMs: 5000,
    devRemotes: false,
    ...testCohortOptions,
  });

async function pageAt(pathname: string, environment?: 'production' | 'staging') {
  // A browser that has its cohort cookie already: the page it gets is the one every such browser gets.
  const headers = { 'Accept-Encoding': 'gzip, br', Cookie: returningBrowserCookie() };
  const response = await site(environment).request(pathname, { headers });
  expect(response.headers.get('Content-Encoding')).toBe('br');
  expect(response.headers.get('Cache-Control')).toBe('no-cache');
  return brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
}

function inlineRegistryOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${inlineRegistryElementId}">(.*?)</script>`).exec(html);
  return registryResponseSchema.parse(JSON.parse(match?.[1] ?? 'null'));
}

// Nothing but the route's code on the critical path.
describe("the shell's page", () => {
  it('is the answer to any odd path, an encoded backslash too, never an error', async () => {
    for (const odd of ['/%5C/', '/%5C', '/spil/%5C%5C/x', '/%2F%2Fevil.example/']) {
      const html = await pageAt(odd);
      expect(html).toContain('casino-shell-version');
    }
  });

  it("carries the registry and preloads the route's manifest, remote entry and routes expose", async () => {
    const games = await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'production' });
    const support = await publish({
      root,
      remote: 'support',
      distDir: await fakeRemoteBuild('support'),
      env: 'production',
    });

    const home = await pageAt('/');
    expect(inlineRegistryOf(home).remotes).toEqual({
      games: `/remotes/games/${games}/mf-manifest.json`,
      support: `/remotes/support/${support}/mf-manifest.json`,
    });
    const folder = `/remotes/games/${games}/`;
    expect(home).toContain(`<link rel="preload" href="${folder}mf-manifest.json" as="fetch" crossorigin>`);
    expect(home).toContain(`<link rel="preload" href="${folder}remoteEntry.1a2b.js" as="script">`);
    expect(home).toContain(`<link rel="preload" href="${folder}__federation_expose_routes.3c4d.js" as="script">`);
    // Only what every page of the remote needs: not its lazily loaded pages, not another remote.
    expect(home).not.toContain('page.5e6f.js');
    expect(home).not.toContain('href="/remotes/support/');

    // /help belongs to support (the route table); an unknown path to nobody.
    expect(await pageAt('/help')).toContain(`href="/remotes/support/${support}/remoteEntry.1a2b.js"`);
    expect(await pageAt('/casino-royale')).not.toContain('rel="preload"');
  });

  it("preloads the code of the page the path shows, from the served version's build", async () => {
    const first = await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'production' });
    const folder = `/remotes/games/${first}/`;

    const home = await pageAt('/');
    expect(home).toContain(`<link rel="preload" href="${folder}route-home-appHome.5e6f.js" as="script">`);
    expect(home).toContain(`<link rel="preload" href="${folder}route-home-appHome.5e6f.css" as="style">`);
    expect(home).not.toContain('route-game.');

    const game = await pageAt('/spil/book-of-dead');
    expect(game).toContain(`<link rel="preload" href="${folder}route-game.5e6f.js" as="script">`);
    expect(game).toContain(`<link rel="preload" href="${folder}7.5e6f.js" as="script">`);
    expect(game).not.toContain('route-home-appHome');
    // A page the build lists no files for still gets its remote's entry and routes.
    expect(await pageAt('/wins')).toContain(`href="${folder}__federation_expose_routes.3c4d.js"`);

    // The release registry picks the version served: a newer one brings its own page files.
    const second = await publish({
      root,
      remote: 'games',
      distDir: await fakeRemoteBuild('games', '9a8b'),
      env: 'production',
    });
    const newer = await pageAt('/');
    expect(newer).toContain(`href="/remotes/games/${second}/route-home-appHome.9a8b.js"`);
    expect(newer).not.toContain('5e6f');
  });

  it("preloads the shell's first-load files on every page, before the route's remote", async () => {
    await writeFile(
      path.join(shellDir, 'first-load.json'),
      JSON.stringify({ js: ['bootstrap.aa11.js', '121.bb22.js'], css: ['bootstrap.cc33.css'] }),
    );
    const games = await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'production' });

    const home = await pageAt('/');
    const shellHints = [
      '<link rel="preload" href="/shell/current/bootstrap.aa11.js" as="script">',
      '<link rel="preload" href="/shell/current/121.bb22.js" as="script">',
      '<link rel="preload" href="/shell/current/bootstrap.cc33.css" as="style">',
    ];
    for (const hint of shellHints) expect(home).toContain(hint);
    const remoteHint = home.indexOf(`href="/remotes/games/${games}/mf-manifest.json"`);
    expect(home.indexOf('href="/shell/current/bootstrap.aa11.js"')).toBeLessThan(remoteHint);
    // A page no remote owns still needs the shell.
    expect(await pageAt('/casino-royale')).toContain(shellHints[0]);
  });

  it('lists the published versions QA may pin outside production only', async () => {
    const version = await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'staging' });
    await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'production' });
    expect(inlineRegistryOf(await pageAt('/', 'staging')).published?.games).toEqual({
      [version]: `/remotes/games/${version}/mf-manifest.json`,
    });
    expect(inlineRegistryOf(await pageAt('/', 'production')).published).toBeUndefined();
  });
});

// Source maps are kept for error reporting, never served.
describe('source maps', () => {
  it('are set aside when a remote is published and served by no path of the site', async () => {
    const version = await publish({
      root,
      remote: 'games',
      distDir: await fakeRemoteBuild('games'),
      env: 'production',
    });
    expect(await readdir(path.join(root, 'remotes', 'games', version))).not.toContain('remoteEntry.1a2b.js.map');
    expect(await readdir(path.join(root, 'sourcemaps', 'games', version))).toContain('remoteEntry.1a2b.js.map');

    expect((await site().request(`/remotes/games/${version}/remoteEntry.1a2b.js`)).status).toBe(200);
    expect((await site().request('/shell/current/main.1234.js')).status).toBe(200);
    expect((await site().request('/shell/current/main.1234.js.map')).status).toBe(404);
    expect((await site().request(`/remotes/games/${version}/remoteEntry.1a2b.js.map`)).status).toBe(404);
  });
});

// Every HTML answer of the site carries its policy and frame protection.
describe("the site's pages cannot be framed", () => {
  const policyOf = (response: Response) => response.headers.get('Content-Security-Policy') ?? '';

  it("sends the policy with frame-ancestors 'none' and X-Frame-Options: DENY on the shell's page on every route", async () => {
    await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'production' });
    for (const pathname of [
      '/',
      '/index.html',
      '/spil',
      '/profile/lock',
      '/profile/payment/deposit',
      '/no-such-page',
    ]) {
      const response = await site().request(pathname, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(policyOf(response)).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('allows the registry the server wrote into the page by its hash, so the policy needs no unsafe-inline', async () => {
    await publish({ root, remote: 'games', distDir: await fakeRemoteBuild('games'), env: 'staging' });
    const response = await site('staging').request('/');
    const html = await response.text();
    const json = new RegExp(`<script type="application/json" id="${inlineRegistryElementId}">(.*?)</script>`).exec(
      html,
    )?.[1];
    const hash = createHash('sha256')
      .update(json ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(policyOf(response))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('sends them on a static page too (the offline page), also when its precompressed copy is sent', async () => {
    const offline = '<!doctype html><title>Du er offline</title>';
    await writeFile(path.join(shellDir, 'offline.html'), offline);
    await writeFile(path.join(shellDir, 'offline.html.br'), brotliCompressSync(offline));
    for (const encoding of ['identity', 'br']) {
      const response = await site().request('/offline.html', { headers: { 'Accept-Encoding': encoding } });
      expect(response.status).toBe(200);
      expect(policyOf(response)).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });
});

// ARCHITECTURE "Delivery": the caching headers reach the files served as they are.
describe('published files', () => {
  it('are sent with their caching rule, also as precompressed copies: manifests no-cache, the rest immutable', async () => {
    const version = await publish({
      root,
      remote: 'games',
      distDir: await fakeRemoteBuild('games'),
      env: 'production',
    });
    const folder = `/remotes/games/${version}`;
    for (const encoding of ['identity', 'br']) {
      const headers = { 'Accept-Encoding': encoding };
      const manifest = await site().request(`${folder}/mf-manifest.json`, { headers });
      expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
      const entry = await site().request(`${folder}/remoteEntry.1a2b.js`, { headers });
      expect(entry.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(entry.headers.get('Content-Security-Policy')).toBeNull();
    }
  });
});

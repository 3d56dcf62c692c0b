// ARCHITECTURE "Delivery": the shell is versioned like a remote, so an open tab survives a shell release.
import {
  hostProvides,
  remoteRequirements,
  requirementsFileName,
  type FederationContract,
} from '@casino/build-config/federation-contract';
import { sharedConfig } from '@casino/build-config';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  publish,
  readRegistry,
  promoteShell,
  publishShell,
  rollbackShell,
  shellReleasesKept,
  shellVersionsToRemove,
} from '@casino/delivery';
import { writeShellBuild } from '@casino/delivery/shell-build-test-support';
import { staticSite } from './static-site.ts';
import { tempDeployFolders, testCohortOptions } from '@casino/delivery/test-deploy';

const deploy = tempDeployFolders();

const shellBuild = (label: string, provides?: FederationContract) =>
  writeShellBuild(path.join(deploy.root, 'builds', `shell-${label}`), label, provides);

const site = () =>
  staticSite({
    deployRoot: deploy.root,
    shellDir: path.join(deploy.root, 'no-unpublished-build'),
    environment: 'production',
    remoteTimeoutMs: 5000,
    devRemotes: false,
    ...testCohortOptions,
  });
const get = (pathname: string) => site().request(pathname);
const shellVersionOf = async (pathname = '/') =>
  /<meta name="casino-shell-version" content="([^"]+)">/.exec(await (await get(pathname)).text())?.[1];
const publishedShells = () => readdir(path.join(deploy.root, 'shell'));

describe('publishing the shell', () => {
  it('puts its build into a versioned folder the page names and loads its scripts from', async () => {
    const { version } = await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('a') });
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect((await readRegistry(deploy.root, 'production')).shell?.current).toBe(version);
    expect((await readRegistry(deploy.root, 'staging')).shell).toBeUndefined();

    const page = await (await get('/spil')).text();
    expect(page).toContain(`<meta name="casino-shell-version" content="${version}">`);
    expect(page).toContain(`<script defer src="/shell/${version}/main.a.js">`);
    const chunk = await get(`/shell/${version}/login.a.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await (await get('/sw.js')).text()).toBe('service worker a');
  });

  it('keeps serving the chunks of the version a tab was opened on after the next one goes live', async () => {
    const first = await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('a') });
    const next = await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('b') });

    expect(await shellVersionOf()).toBe(next.version);
    expect((await get(`/shell/${first.version}/login.a.js`)).status).toBe(200);
    expect((await get(`/shell/${next.version}/login.a.js`)).status).toBe(404);
    expect(await (await get('/sw.js')).text()).toBe('service worker b');
  });

  it('rolls back to the version before, and promotes any kept version', async () => {
    const first = await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('a') });
    const next = await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('b') });

    expect(await rollbackShell(deploy.root, 'production')).toBe(first.version);
    expect(await shellVersionOf()).toBe(first.version);
    await expect(rollbackShell(deploy.root, 'production')).rejects.toThrow('the shell has no earlier version');

    await promoteShell(deploy.root, 'production', next.version);
    expect(await shellVersionOf()).toBe(next.version);
    await expect(promoteShell(deploy.root, 'production', '9.9.9-nothere')).rejects.toThrow(
      'shell 9.9.9-nothere is not published',
    );
  });

  it('refuses a shell that cannot run a remote the environment serves, naming it', async () => {
    await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('a') });
    const app = path.join(deploy.root, 'payments-source');
    await mkdir(path.join(app, 'src'), { recursive: true });
    await writeFile(path.join(app, 'src', 'Page.tsx'), "import { useBlocker } from 'react-router';");
    const payments = await deploy.build('payments', '2.0.0', 'payments');
    await writeFile(path.join(payments, requirementsFileName), JSON.stringify(remoteRequirements(app, sharedConfig())));
    const withBlocker = hostProvides(sharedConfig());
    withBlocker.facades['react-router'] = [...(withBlocker.facades['react-router'] ?? []), 'useBlocker'];
    // A shell that provides the name is live, so payments goes out; an older shell cannot follow it.
    await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('b', withBlocker) });
    const version = await publish({ root: deploy.root, remote: 'payments', distDir: payments, env: 'production' });

    await expect(rollbackShell(deploy.root, 'production')).rejects.toThrow(
      `payments ${version}: it imports useBlocker from react-router, which shell 1.0.0-`,
    );
    await expect(
      publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('c') }),
    ).rejects.toThrow(/shell 1\.0\.0-[0-9a-f]{8} cannot run what the environment serves: payments/);
  });

  it('gates a remote on the environment’s published shell, not the unpublished build', async () => {
    const lacking = hostProvides(sharedConfig());
    lacking.facades['react-router'] = [];
    await publishShell({ root: deploy.root, env: 'production', distDir: await shellBuild('a', lacking) });
    const app = path.join(deploy.root, 'payments-source');
    await mkdir(path.join(app, 'src'), { recursive: true });
    await writeFile(path.join(app, 'src', 'Page.tsx'), "import { useLocation } from 'react-router';");
    const payments = await deploy.build('payments', '2.0.0', 'payments');
    await writeFile(path.join(payments, requirementsFileName), JSON.stringify(remoteRequirements(app, sharedConfig())));

    await expect(
      publish({ root: deploy.root, remote: 'payments', distDir: payments, env: 'production' }),
    ).rejects.toThrow("it imports useLocation from react-router, which the live shell's shared react-router lacks");
  });
});

describe('shell retention', () => {
  it('keeps the newest versions and removes the older ones as more are published', async () => {
    const versions: string[] = [];
    for (const label of ['a', 'b', 'c', 'd']) {
      const distDir = await shellBuild(label);
      versions.push((await publishShell({ root: deploy.root, env: 'production', distDir, kept: 2 })).version);
    }
    const [a, b, c, d] = versions as [string, string, string, string];
    expect((await publishedShells()).sort()).toEqual([c, d].sort());
    expect((await get(`/shell/${a}/login.a.js`)).status).toBe(404);
    expect((await get(`/shell/${b}/login.b.js`)).status).toBe(404);
    expect((await get(`/shell/${c}/login.c.js`)).status).toBe(200);
  });

  it('never removes the live version or the one before it, in any environment', async () => {
    const staging = await publishShell({ root: deploy.root, env: 'staging', distDir: await shellBuild('s'), kept: 1 });
    const versions: string[] = [];
    for (const label of ['a', 'b', 'c']) {
      const distDir = await shellBuild(label);
      versions.push((await publishShell({ root: deploy.root, env: 'production', distDir, kept: 1 })).version);
    }
    const [, b, c] = versions as [string, string, string];
    expect((await publishedShells()).sort()).toEqual([staging.version, b, c].sort());
    expect(await rollbackShell(deploy.root, 'production')).toBe(b);
  });

  it('lets go of versions oldest first, keeping those an environment serves or rolls back to', () => {
    const registry = (current: string, previous: string[]) => ({
      revision: 1,
      remotes: {},
      shell: { current, previous },
    });
    const published = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6'];
    expect(shellVersionsToRemove(published, [registry('v6', ['v1', 'v5'])], 3)).toEqual(['v1', 'v2', 'v3']);
    expect(shellVersionsToRemove(published, [registry('v2', ['v1']), registry('v6', ['v5'])], 2)).toEqual(['v3', 'v4']);
    expect(shellVersionsToRemove(published, [{ revision: 0, remotes: {} }], 6)).toEqual([]);
  });

  it('reads how many to keep from SHELL_KEEP_RELEASES, refusing what is not a count', () => {
    expect(shellReleasesKept({})).toBe(5);
    expect(shellReleasesKept({ SHELL_KEEP_RELEASES: '2' })).toBe(2);
    expect(() => shellReleasesKept({ SHELL_KEEP_RELEASES: '0' })).toThrow('SHELL_KEEP_RELEASES must be a whole number');
    expect(() => shellReleasesKept({ SHELL_KEEP_RELEASES: 'two' })).toThrow(
      'SHELL_KEEP_RELEASES must be a whole number',
    );
  });
});

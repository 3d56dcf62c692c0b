import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { publish, publishedVersions, rollback, promote } from './publish.ts';
import { readRegistry } from './registry-store.ts';
import { registryResponse } from './registry-response.ts';
import { publishedManifestUrl, registryResponseSchema } from '@casino/api-client';
import { tempDeployFolders } from './test-deploy.ts';

const deploy = tempDeployFolders();
const fakeBuild = (name: string, version: string, body: string) => deploy.build(name, version, body);
let root: string;
beforeEach(() => {
  root = deploy.root;
});

// ARCHITECTURE.md "Delivery": immutable versioned folders plus a mutable pointer per environment.
describe('publishing a remote', () => {
  it('copies the build into a versioned folder, compresses it and points the environment at it', async () => {
    const dist = await fakeBuild('a', '1.0.0', 'console.log("v1")');
    const version = await publish({ root, remote: 'payments', distDir: dist, env: 'production' });

    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    const folder = path.join(root, 'remotes', 'payments', version);
    expect(await readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('console.log("v1")');
    expect((await readFile(path.join(folder, 'remoteEntry.js.br'))).length).toBeGreaterThan(0);
    expect((await readRegistry(root, 'production')).remotes.payments?.current).toBe(version);
    expect((await readRegistry(root, 'staging')).remotes.payments).toBeUndefined();
  });

  it('gives a changed build a new version and keeps the old folder for rollback', async () => {
    const v1 = await publish({
      root,
      remote: 'payments',
      distDir: await fakeBuild('a', '1.0.0', 'one'),
      env: 'production',
    });
    const v2 = await publish({
      root,
      remote: 'payments',
      distDir: await fakeBuild('b', '1.0.0', 'two'),
      env: 'production',
    });
    expect(v2).not.toBe(v1);
    expect(await publishedVersions(root, 'payments')).toEqual([v1, v2]);

    expect(await rollback(root, 'production', 'payments')).toBe(v1);
    expect((await readRegistry(root, 'production')).remotes.payments?.current).toBe(v1);
  });

  it('refuses to overwrite a published version with other content', async () => {
    await publish({
      root,
      remote: 'games',
      distDir: await fakeBuild('a', '2.0.0', 'one'),
      env: 'staging',
      version: '2.0.0',
    });
    await expect(
      publish({
        root,
        remote: 'games',
        distDir: await fakeBuild('b', '2.0.0', 'two'),
        env: 'staging',
        version: '2.0.0',
      }),
    ).rejects.toThrow('already published with other content');
    expect(await readFile(path.join(root, 'remotes', 'games', '2.0.0', 'remoteEntry.js'), 'utf8')).toBe('one');
  });

  it('republishing the same build is a no-op', async () => {
    const dist = await fakeBuild('a', '1.0.0', 'same');
    const first = await publish({ root, remote: 'support', distDir: dist, env: 'production' });
    const second = await publish({ root, remote: 'support', distDir: dist, env: 'production' });
    expect(second).toBe(first);
    expect((await readRegistry(root, 'production')).remotes.support?.previous).toEqual([]);
  });

  it('refuses version names that could escape the folder or smuggle a URL', async () => {
    const dist = await fakeBuild('a', '1.0.0', 'x');
    for (const version of ['../evil', 'https://evil.example', 'a/b', '']) {
      await expect(publish({ root, remote: 'games', distDir: dist, env: 'production', version })).rejects.toThrow();
    }
  });

  it('rollback without an earlier version explains itself and changes nothing', async () => {
    const v1 = await publish({ root, remote: 'games', distDir: await fakeBuild('a', '1.0.0', 'x'), env: 'production' });
    await expect(rollback(root, 'production', 'games')).rejects.toThrow('no earlier version');
    expect((await readRegistry(root, 'production')).remotes.games?.current).toBe(v1);
  });

  it('promotes only published versions', async () => {
    const v1 = await publish({ root, remote: 'games', distDir: await fakeBuild('a', '1.0.0', 'x'), env: 'staging' });
    await promote(root, 'production', 'games', v1);
    expect((await readRegistry(root, 'production')).remotes.games?.current).toBe(v1);
    await expect(promote(root, 'production', 'games', '9.9.9')).rejects.toThrow('not published');
  });
});

describe('the registry the shell reads', () => {
  it('lists published versions outside production only', async () => {
    const v1 = await publish({
      root,
      remote: 'payments',
      distDir: await fakeBuild('a', '1.0.0', 'x'),
      env: 'production',
    });
    await publish({ root, remote: 'payments', distDir: await fakeBuild('a', '1.0.0', 'x'), env: 'staging' });

    const production = await registryResponse(root, 'production', 5000);
    expect(production).toEqual({
      environment: 'production',
      remotes: { payments: `/remotes/payments/${v1}/mf-manifest.json` },
      remoteTimeoutMs: 5000,
    });
    const staging = await registryResponse(root, 'staging', 5000);
    expect(staging.published?.payments).toEqual({ [v1]: `/remotes/payments/${v1}/mf-manifest.json` });
  });

  it('offers QA only the published versions, never a property every object has', async () => {
    const v1 = await publish({ root, remote: 'payments', distDir: await fakeBuild('a', '1.0.0', 'x'), env: 'staging' });
    // As the shell gets it: JSON over HTTP, parsed by the API contract.
    const served = registryResponseSchema.parse(
      JSON.parse(JSON.stringify(await registryResponse(root, 'staging', 5000))),
    );
    expect(publishedManifestUrl(served, 'payments', v1)).toBe(`/remotes/payments/${v1}/mf-manifest.json`);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(publishedManifestUrl(served, 'payments', name)).toBeUndefined();
    expect(publishedManifestUrl(served, '__proto__', 'constructor')).toBeUndefined();
  });
});

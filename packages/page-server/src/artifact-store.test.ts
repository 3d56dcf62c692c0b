// ARCHITECTURE "Delivery": release artifacts are immutable versioned folders in one artifact store that every
// server serves from. A version published on one machine is served by another whose deploy folder is empty, from
// a folder every machine mounts or from an S3 bucket (s3rver on loopback, the S3 API the SDK speaks to AWS).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  folderArtifactStore,
  type ArtifactStore,
  fileRegistryStore,
  type Deployment,
  versionDir,
  localVersions,
  publish,
  s3ArtifactStore,
  publishShell,
} from '@casino/delivery';
import { startS3TestServer, type S3TestServer } from '@casino/delivery/s3-test-server';
import { writeShellBuild } from '@casino/delivery/shell-build-test-support';
import { staticSite } from './static-site.ts';
import { tempDeployFolders, testCohortOptions } from '@casino/delivery/test-deploy';

const deploy = tempDeployFolders();
let s3: S3TestServer;
let shared: string;
let others: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());
beforeEach(async () => {
  shared = await mkdtemp(path.join(tmpdir(), 'artifacts-'));
});
afterEach(async () => {
  for (const dir of [shared, ...others]) await rm(dir, { recursive: true, force: true });
  others = [];
});

/** Each test's own key prefix in the one bucket, so tests share nothing they did not publish. */
let prefixes = 0;
const stores: [string, () => ArtifactStore][] = [
  ['a folder every machine mounts (ARTIFACT_DIR)', () => folderArtifactStore(shared)],
  ['an S3 bucket (ARTIFACT_S3_BUCKET)', () => s3ArtifactStore({ ...s3.settings, prefix: `test-${++prefixes}/` })],
];

/**
 * The machine the release tool runs on (its deploy root holds the registry files), and another machine of the
 * site: its own empty deploy folder, the same registry, the one artifact store. (Machines that each run the tool
 * share the registry in the database: the api-server's two-machines.test.ts.)
 */
const releasing = (artifacts: ArtifactStore): Deployment => ({
  root: deploy.root,
  registry: fileRegistryStore(deploy.root),
  artifacts,
});
async function machine(artifacts: ArtifactStore): Promise<Deployment> {
  const root = await mkdtemp(path.join(tmpdir(), 'machine-'));
  others.push(root);
  return { root, registry: fileRegistryStore(deploy.root), artifacts };
}

/** The site of a machine: pointers from the shared registry, each version's files taken from the store. */
const siteOf = (deployment: Deployment, shellDir: string) =>
  staticSite({
    deployRoot: deployment.root,
    shellDir,
    environment: 'production',
    remoteTimeoutMs: 5000,
    devRemotes: false,
    releaseState: { read: deployment.registry.read, published: deployment.registry.published },
    localVersion: localVersions(deployment),
    ...testCohortOptions,
  });

describe.each(stores)('the artifact store as %s', (_, storeOf) => {
  it('serves a version published on one machine from another whose deploy folder was empty', async () => {
    const artifacts = storeOf();
    const first = releasing(artifacts);
    const second = await machine(artifacts);
    const dist = await deploy.build('payments', '1.4.0', 'payments 1.4.0');
    const version = await publish({ root: first, remote: 'payments', distDir: dist, env: 'production' });
    expect(await readdir(second.root)).toEqual([]);

    const answer = await siteOf(second, path.join(dist, '..')).request(`/remotes/payments/${version}/remoteEntry.js`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('payments 1.4.0');
    expect(await readFile(path.join(versionDir(second.root, 'payments', version), 'remoteEntry.js.br'))).toEqual(
      await readFile(path.join(versionDir(first.root, 'payments', version), 'remoteEntry.js.br')),
    );
    // A version nobody published is not asked of the store, whatever its name.
    expect((await siteOf(second, dist).request('/remotes/payments/9.9.9/remoteEntry.js')).status).toBe(404);
  });

  it('never changes a published version: the same build again is nothing new, another build is refused', async () => {
    const artifacts = storeOf();
    const [first, second] = [releasing(artifacts), await machine(artifacts)];
    const options = { remote: 'payments' as const, env: 'production' as const, version: '2.0.0' };
    await publish({ ...options, root: first, distDir: await deploy.build('a', '2.0.0', 'two') });
    await publish({ ...options, root: second, distDir: await deploy.build('a-again', '2.0.0', 'two') });
    await expect(
      publish({ ...options, root: second, distDir: await deploy.build('b', '2.0.0', 'other') }),
    ).rejects.toThrow('already published with other content');
  });

  it('lets the shells past retention go from the store too, never the live one or the one it rolls back to', async () => {
    const artifacts = storeOf();
    const first = releasing(artifacts);
    const shells: string[] = [];
    for (const label of ['a', 'b', 'c']) {
      const distDir = await writeShellBuild(path.join(shared, '..', `${path.basename(shared)}-shell-${label}`), label);
      others.push(distDir);
      shells.push((await publishShell({ root: first, env: 'production', distDir, kept: 1 })).version);
    }
    expect(await artifacts.storedHash(`shell/${shells[0]}`)).toBeUndefined();
    expect(await artifacts.storedHash(`shell/${shells[1]}`)).toBeDefined();
    const later = await machine(artifacts);
    const served = siteOf(later, first.root);
    expect((await served.request(`/shell/${shells[0]}/login.a.js`)).status).toBe(404);
    expect(await (await served.request(`/shell/${shells[1]}/login.b.js`)).text()).toBe('sign-in page b');
    expect(await (await served.request(`/shell/${shells[2]}/login.c.js`)).text()).toBe('sign-in page c');
  });
});

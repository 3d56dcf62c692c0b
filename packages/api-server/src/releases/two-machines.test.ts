// ARCHITECTURE "Delivery", beyond one machine: two api-server processes on one PostgreSQL behind nginx, as two
// machines would run, each with its own empty deploy folder and one S3 bucket as the artifact store (s3rver on
// loopback). A publish (by the release tool's command), a canary and an automatic rollback are in force on both
// within a moment of the database saying so, and both serve the new version's files, which neither had. The
// figures are printed.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RegistryResponse } from '@casino/api-client';
import { canary, defaultVersion, manifestUrl, publish, s3ArtifactStore, type Deployment } from '@casino/delivery';
import { startS3TestServer, type S3TestServer } from '@casino/delivery/s3-test-server';
import { eq } from 'drizzle-orm';
import { describeOnPostgres, testTempRoot } from '../../test/harness.ts';
import { startNginx } from '../../test/nginx.ts';
import { freePort } from '../../test/postgres-cluster.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { releaseRegistries, releaseRollbacks } from './schema.ts';
import { releaseDeployment } from './deployment.ts';
import { Browser, eventually, paymentsBuild, renderError, withShellHead } from '../../test/release-support.ts';

const run = promisify(execFile);
const releaseCli = path.join(import.meta.dirname, 'release-cli.ts');
type Server = Awaited<ReturnType<typeof startServerProcess>>;

describeOnPostgres('a release on two machines behind nginx, each with its own empty deploy folder', () => {
  let database: SeededTestDatabase;
  let handle: DatabaseHandle;
  let s3: S3TestServer;
  let folder: string;
  let servers: Server[] = [];
  let nginx: { stop: () => Promise<void> };
  let site: string;
  /** The release tool's machine: the same database and bucket, a deploy folder of its own. */
  let tool: Deployment;
  let toolEnv: NodeJS.ProcessEnv;
  const deployFolders: string[] = [];

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    const databaseUrl = database.options.databaseUrl!;
    handle = await openDatabase({ databaseUrl, dataDir: '' });
    s3 = await startS3TestServer();
    folder = await mkdtemp(path.join(testTempRoot(), 'two-machines-'));
    // The shell's page, as each machine's build of it (unpublished): the remotes come from the bucket.
    const shellDir = path.join(folder, 'shell');
    await mkdir(shellDir, { recursive: true });
    await withShellHead(shellDir);
    for (const name of ['one', 'two']) {
      const deployRoot = path.join(folder, `deploy-${name}`);
      deployFolders.push(deployRoot);
      servers.push(
        await startServerProcess(
          databaseUrl,
          { config: { shellDir, deployRoot } },
          {
            ...s3.env,
            // Every browser of this test comes through nginx from 127.0.0.1: one address is enough here.
            CANARY_MIN_PAGE_VIEWS: '20',
            CANARY_ERROR_MARGIN: '0.1',
            CANARY_MIN_FAILING_ADDRESSES: '1',
          },
        ),
      );
    }
    const port = await freePort();
    nginx = await startNginx(
      path.join(folder, 'nginx'),
      port,
      servers.map((server) => Number(new URL(server.url).port)),
    );
    site = `http://127.0.0.1:${port}`;
    const toolRoot = path.join(folder, 'deploy-tool');
    tool = await releaseDeployment(handle, toolRoot, s3ArtifactStore(s3.settings));
    toolEnv = { ...process.env, ...s3.env, DATABASE_URL: databaseUrl, DEPLOY_DIR: toolRoot, LOG_LEVEL: 'warn' };
  }, 90_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const server of servers) await server.stop();
    servers = [];
    await handle?.close();
    await s3?.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  /** When the database last said so: the registry row's last change (in the transaction, before its commit). */
  const changedAt = async () =>
    (
      await handle.db.select().from(releaseRegistries).where(eq(releaseRegistries.environment, 'development'))
    )[0]!.updatedAt.getTime();
  /**
   * Watches both servers, each asked directly, until `check` holds on each; resolves to when it held on both.
   * Started before the release, so what is measured is the servers' lag, not this test's.
   */
  const watchBoth = (check: (server: string) => Promise<boolean>) =>
    Promise.all(
      servers.map(async (server) => {
        await eventually(() => check(server.url));
        return Date.now();
      }),
    ).then((times) => Math.max(...times));
  const figures: string[] = [];
  afterAll(() => console.log(`in force on both servers after the database said so:\n${figures.join('\n')}`));

  it('puts a publish, a canary and an automatic rollback in force on both, which serve the new files', async () => {
    for (const root of deployFolders) expect(await readdir(root)).toEqual(['remotes']);
    const builds = path.join(folder, 'builds');
    const browser = new Browser(site);
    await browser.page();
    // The registry this browser gets (not a page: the watching must not add page views to the canary's count).
    const names = (version: string) => async (server: string) => {
      const answer = await fetch(`${server}/registry.json`, { headers: { cookie: browser.cookie } });
      return ((await answer.json()) as RegistryResponse).remotes.payments === manifestUrl('payments', version);
    };
    const serves = (file: string, body: string) => async (server: string) => {
      const answer = await fetch(`${server}${file}`);
      return answer.ok && (await answer.text()) === body;
    };

    // A publish with the release tool's command, from its own machine.
    const stableDist = await paymentsBuild(builds, '1.0.0');
    const stable = await defaultVersion(stableDist);
    let watching = watchBoth(names(stable));
    const { stdout } = await run(
      process.execPath,
      [releaseCli, 'publish', 'payments', '--env', 'development', '--dist', stableDist],
      { env: toolEnv },
    );
    expect(stdout).toContain(`development: payments now at ${stable}`);
    figures.push(`  publish: ${(await watching) - (await changedAt())} ms`);
    for (const server of [...servers.map((s) => s.url), site]) {
      expect(await serves(`/remotes/payments/${stable}/remoteEntry.js`, 'payments 1.0.0')(server)).toBe(true);
    }

    // A canary for every browser, of a version published meanwhile (to staging only).
    const next = await publish({
      root: tool,
      remote: 'payments',
      distDir: await paymentsBuild(builds, '2.0.0'),
      env: 'staging',
    });
    watching = watchBoth(names(next));
    await canary(tool, 'development', 'payments', next, 100);
    figures.push(`  canary: ${(await watching) - (await changedAt())} ms`);
    for (const server of servers) {
      expect(await serves(`/remotes/payments/${next}/remoteEntry.js`, 'payments 2.0.0')(server.url)).toBe(true);
    }

    // Its regions fail in every browser, reported through nginx to either server: one of them rolls it back.
    const browsers = Array.from({ length: 20 }, () => new Browser(site));
    for (const each of browsers) expect(await each.paymentsVersion()).toBe(next);
    watching = watchBoth(names(stable));
    for (const each of browsers) await each.beacon([renderError(next, 'canary')]);
    const inForce = await watching;
    const [decision] = await handle.db.select().from(releaseRollbacks);
    expect(decision).toMatchObject({ remote: 'payments', version: next });
    figures.push(`  automatic rollback: ${inForce - decision!.decidedAt.getTime()} ms`);
    expect((await tool.registry.read('development')).remotes.payments).toMatchObject({
      current: stable,
      lastCanary: { version: next, outcome: 'rolled back automatically' },
    });
  });
});

// ARCHITECTURE "Delivery" (beyond one machine): a load balancer asks /api/ready whether a server can serve
// players now. It answers 503 while the database does not answer, recovers when it does, and answers 503
// from the moment a graceful shutdown begins; /api/health only says the process answers.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  createTestDatabase,
  findPostgresBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from '../../test/postgres-cluster.ts';
import { describeOnPostgres, json, startTestSite, type TestSite } from '../../test/harness.ts';

const run = promisify(execFile);

/** Freezes (or thaws) the database server and every backend it runs: a server that stops answering. */
async function signalDatabase(cluster: PostgresCluster, signal: 'STOP' | 'CONT') {
  await run('pkill', [`-${signal}`, '-P', String(cluster.pid)]).catch(() => {});
  process.kill(cluster.pid!, `SIG${signal}`);
}

// Once, in the PostgreSQL project: it starts a database server of its own to freeze.
describeOnPostgres('readiness on a database of its own', () => {
  let cluster: PostgresCluster;
  let database: { url: string; drop: () => Promise<void> };
  let site: TestSite;
  beforeAll(async () => {
    cluster = await startPostgresCluster(findPostgresBinaries()!);
    database = await createTestDatabase(cluster.url, 'readiness');
    site = await startTestSite({ databaseUrl: database.url, dataDir: '' });
  }, 120_000);
  afterAll(async () => {
    await signalDatabase(cluster, 'CONT');
    await site.close();
    await cluster.stop();
  });

  const ready = async () => {
    const answer = await fetch(`${site.url}/api/ready`);
    return { status: answer.status, body: await json<{ status: string; failing?: string[] }>(answer) };
  };

  it('is ready once migrated, not ready while the database does not answer, and ready again when it does', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    await signalDatabase(cluster, 'STOP');
    try {
      // The checks' own timeout bounds the answer: a frozen database makes it 503, never a hung request.
      const down = await ready();
      expect(down.status).toBe(503);
      expect(down.body.failing).toEqual(expect.arrayContaining(['database', 'migrations']));
      expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
    } finally {
      await signalDatabase(cluster, 'CONT');
    }
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers not ready from the moment a graceful shutdown begins', async () => {
    site.readiness.drain();
    expect(await ready()).toEqual({ status: 503, body: { status: 'draining' } });
  });
});

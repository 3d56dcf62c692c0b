// A server's readiness through a PostgreSQL outage: the database stops (its connections end, new ones are
// refused) and starts again. A cluster of this file's own, since the shared one must stay up for the others.
import {
  createTestDatabase,
  findPostgresBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from '../../test/postgres-cluster.ts';
import { startTestSite, type TestSite } from '../../test/harness.ts';

const binaries = findPostgresBinaries();

(binaries ? describe : describe.skip)('readiness on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let site: TestSite;
  beforeAll(async () => {
    cluster = await startPostgresCluster(binaries!);
    const database = await createTestDatabase(cluster.url, 'casino_ready');
    site = await startTestSite({ dataDir: '', databaseUrl: database.url });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await cluster?.stop();
  });

  const ready = async () => {
    const response = await fetch(`${site.url}/api/ready`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('fails at the first probe after the database stopped, naming it, and passes again once it is back', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    await cluster.halt();
    expect(await ready()).toEqual({ status: 503, body: { status: 'not ready', failing: ['database'] } });
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
    await cluster.resume();
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  });
});

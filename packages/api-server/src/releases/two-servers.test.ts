// Two api-server processes on one PostgreSQL and one deploy root (each its own: two-machines.test.ts) (this jest process runs one, a child process
// the other): they serve a browser the same side of a canary, their counts add up, and a failing canary is
// rolled back once, whichever server sees it fail.
import { describeOnPostgres, startTestSite, type TestSite } from '../../test/harness.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { seededTestDatabase, type SeededTestDatabase } from '../../test/test-database.ts';
import { releaseRollbacks } from './schema.ts';
import { defaultReleaseSettings } from './settings.ts';
import { Browser, eventually, paymentsCanary, renderError, withShellHead } from '../../test/release-support.ts';

describeOnPostgres('a canary served by two api-server processes', () => {
  let database: SeededTestDatabase;
  let one: TestSite;
  let other: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    database = await seededTestDatabase('postgres');
    // Every browser of this test comes from 127.0.0.1: one address is enough here.
    const releases = { ...defaultReleaseSettings, minPageViews: 20, errorMargin: 0.1, minFailingAddresses: 1 };
    one = await startTestSite({
      databaseUrl: database.options.databaseUrl,
      dataDir: '/nonexistent-not-used',
      releases,
    });
    await withShellHead(one.config.shellDir);
    other = await startServerProcess(database.options.databaseUrl!, one, {
      CANARY_MIN_PAGE_VIEWS: '20',
      CANARY_ERROR_MARGIN: '0.1',
      CANARY_MIN_FAILING_ADDRESSES: '1',
    });
  }, 60_000);
  afterAll(async () => {
    await other?.stop();
    await one?.close();
    await database?.drop();
  });

  it('agree on each browser’s side of the canary, add up their counts and roll the failing canary back once', async () => {
    const { stable, next } = await paymentsCanary(one.releases, 50);
    const browsers = Array.from({ length: 40 }, () => new Browser(one.url));
    const versions = await Promise.all(browsers.map((b) => b.paymentsVersion()));
    // The same browser on the other server: the same version, from the same cookie.
    for (const [i, browser] of browsers.entries()) {
      const page = await browser.page();
      expect(page.remotes.payments).toContain(versions[i]);
      const there = await fetch(other.url, { headers: { cookie: browser.cookie } });
      expect(await there.text()).toContain(`/remotes/payments/${versions[i]}/mf-manifest.json`);
    }
    const onCanary = browsers.filter((_, i) => versions[i] === next);
    expect(onCanary.length).toBeGreaterThan(0);

    // Every canary page fails, reported to both servers at once.
    const sent = await Promise.all(
      onCanary.flatMap((browser) => [
        browser.beacon([renderError(next, 'canary')], one.url),
        browser.beacon([renderError(next, 'canary')], other.url),
      ]),
    );
    // Counted (204), or, for a beacon that arrives after the rollback reached its server, refused for naming a
    // version no longer served (400): the rollback is in force on both servers within milliseconds.
    expect(sent.every((response) => response.status === 204 || response.status === 400)).toBe(true);
    const counted = sent.filter((response) => response.status === 204).length;
    expect(counted).toBeGreaterThan(0);

    expect(await one.db.select().from(releaseRollbacks)).toHaveLength(1);
    const payments = (await one.releases.registry.read('development')).remotes.payments!;
    expect(payments).toMatchObject({
      current: stable,
      lastCanary: { version: next, outcome: 'rolled back automatically' },
    });
    expect(payments.canary).toBeUndefined();
    for (const site of [one.url, other.url]) {
      const status = (await (await fetch(`${site}/api/releases/status`)).json()) as { counts: unknown[] };
      expect(status.counts).toContainEqual({
        remote: 'payments',
        version: next,
        kind: 'render-error',
        // Every counted beacon, whichever server counted it: the servers add up their counts.
        count: counted,
      });
      const page = () => fetch(site, { headers: { cookie: onCanary[0]!.cookie } }).then((answer) => answer.text());
      await eventually(async () => (await page()).includes(`/remotes/payments/${stable}/mf-manifest.json`));
    }
  });
});

// One api-server and the release tool: the canary is served as the tool left it, regions' failures are
// counted per version, and a failing canary is ended by the server itself. Two servers: two-servers.test.ts.
import { cohortCookie, readRegistry, registryFile, rollback } from '@casino/delivery';
import { writeFile } from 'node:fs/promises';
import { startTestSite, testDatabaseKind, type TestSite } from '../../test/harness.ts';
import { beaconLinesOf } from '../../test/beacon-metrics.ts';
import { releaseCounts, releaseRollbacks } from './schema.ts';
import { defaultReleaseSettings } from './settings.ts';
import { Browser, eventually, paymentsCanary, renderError, withShellHead } from '../../test/release-support.ts';

let site: TestSite;
// The default minimums of distinct reporting browsers (5) and addresses (3); browsers of their own address come
// through a proxy the site trusts.
beforeEach(async () => {
  const releases = { ...defaultReleaseSettings, minPageViews: 20, errorMargin: 0.1 };
  site = await startTestSite({ releases, trustedProxies: ['127.0.0.1'] });
  await withShellHead(site.config.shellDir);
});
afterEach(() => site.close());

const manifestOf = (version: string) => `/remotes/payments/${version}/mf-manifest.json`;

describe('a canary as the server serves it', () => {
  it('serves a canary started with the release tool as soon as it is told, and its end too', async () => {
    const { stable, next } = await paymentsCanary(site.releases, 100);
    const browser = new Browser(site.url);
    const serves = (version: string) => async () => (await browser.page()).remotes.payments === manifestOf(version);
    await eventually(serves(next));
    await rollback(site.releases, 'development', 'payments');
    await eventually(serves(stable));
  });

  // With PGlite the release tool writes the deploy root's registry file; on PostgreSQL it writes the database.
  const withRegistryFiles = testDatabaseKind() === 'pglite' ? it : it.skip;
  withRegistryFiles(
    'keeps serving the newest release state when its own copy of the registry file falls behind',
    async () => {
      const { next } = await paymentsCanary(site.releases, 100);
      const file = registryFile(site.config.deployRoot, 'development');
      const browser = new Browser(site.url);
      expect((await browser.page()).remotes.payments).toBe(manifestOf(next));
      // As another server's copy: the canary's revision is written through, this file is one revision older.
      const older = await readRegistry(site.config.deployRoot, 'development');
      const payments = { ...older.remotes.payments!, canary: undefined };
      await writeFile(file, JSON.stringify({ ...older, revision: older.revision - 1, remotes: { payments } }));
      expect((await browser.page()).remotes.payments).toBe(manifestOf(next));
    },
  );
});

describe('a canary whose regions fail', () => {
  it('is rolled back by the server once its error rate exceeds the stable one, and the status says why', async () => {
    const { stable, next } = await paymentsCanary(site.releases, 50);
    const browsers = Array.from({ length: 40 }, (_, i) => new Browser(site.url, `192.0.2.${i + 1}`));
    const versions = await Promise.all(browsers.map((b) => b.paymentsVersion()));
    const onCanary = browsers.filter((_, i) => versions[i] === next);
    expect(onCanary.length).toBeGreaterThanOrEqual(defaultReleaseSettings.minFailingCohorts);
    expect(onCanary.length).toBeLessThan(browsers.length);
    // Until the canary's cohort has the minimum of page views, nothing is decided.
    await onCanary[0]!.beacon([renderError(next, 'canary')]);
    expect((await site.releases.registry.read('development')).remotes.payments?.canary).toBeDefined();
    for (const browser of onCanary) for (let reload = 0; reload < 3; reload++) await browser.paymentsVersion();
    // Counted until the canary ends; after, its version is no longer served and a beacon naming it is refused.
    const statuses: number[] = [];
    for (const browser of onCanary) statuses.push((await browser.beacon([renderError(next, 'canary')])).status);
    const counted = statuses.filter((status) => status === 204).length;
    expect(counted).toBeGreaterThanOrEqual(defaultReleaseSettings.minFailingCohorts);
    expect(statuses).toEqual([...Array(counted).fill(204), ...Array(statuses.length - counted).fill(400)]);

    const payments = (await site.releases.registry.read('development')).remotes.payments!;
    expect(payments.canary).toBeUndefined();
    expect(payments.current).toBe(stable);
    expect(payments.lastCanary).toMatchObject({ version: next, outcome: 'rolled back automatically' });
    expect(payments.lastCanary?.reason).toMatch(/error rate .* more than the 10\.0 % margin/);
    expect(await site.db.select().from(releaseRollbacks)).toHaveLength(1);
    for (const browser of onCanary) expect(await browser.paymentsVersion()).toBe(stable);

    const status = await (await fetch(`${site.url}/api/releases/status`)).json();
    expect(status.registry.remotes.payments.lastCanary.outcome).toBe('rolled back automatically');
    expect(status.counts).toContainEqual({
      remote: 'payments',
      version: next,
      kind: 'render-error',
      count: counted + 1,
    });
  });

  it('is left running when the stable version fails as often', async () => {
    const { stable, next } = await paymentsCanary(site.releases, 50);
    const browsers = Array.from({ length: 60 }, (_, i) => new Browser(site.url, `192.0.2.${i + 1}`));
    const versions = await Promise.all(browsers.map((b) => b.paymentsVersion()));
    // Every page fails, on either version: the stable side reports first, so the canary is never worse.
    const order = [...browsers.keys()].sort((a, b) => Number(versions[a] === next) - Number(versions[b] === next));
    for (const i of order) {
      const version = versions[i]!;
      await browsers[i]!.beacon([renderError(version, version === next ? 'canary' : 'stable')]);
    }
    expect(versions).toContain(stable);
    expect((await site.releases.registry.read('development')).remotes.payments?.canary?.version).toBe(next);
  });
});

describe('forged beacons', () => {
  /** A canary with its minimum of page views from genuine browsers that report nothing. */
  async function canaryWithViews() {
    const { next } = await paymentsCanary(site.releases, 100);
    for (let i = 0; i < 20; i++) await new Browser(site.url, `198.51.100.${i + 1}`).page();
    return next;
  }
  const stillRunning = async (version: string) =>
    (await site.releases.registry.read('development')).remotes.payments?.canary?.version === version;
  const metricsText = async () => (await fetch(`${site.url}/metrics`)).text();

  it('without the cohort cookie the server signed cannot roll a canary back, nor add a metrics label', async () => {
    const next = await canaryWithViews();
    const signed = new Browser(site.url);
    await signed.page();
    const before = beaconLinesOf(await metricsText());
    const id = signed.cookie.split('=')[1]!.split('.')[0]!;
    for (let i = 0; i < 40; i++) {
      const forger = new Browser(site.url, `203.0.113.${i + 1}`);
      forger.cookie = [``, `${cohortCookie}=${id}`, `${cohortCookie}=${id}.forged`, `${cohortCookie}=x`][i % 4]!;
      expect((await forger.beacon([renderError(next, 'canary')])).status).toBe(204);
    }
    expect(await stillRunning(next)).toBe(true);
    expect((await site.db.select().from(releaseCounts)).filter((row) => row.kind !== 'view')).toEqual([]);
    expect(beaconLinesOf(await metricsText())).toBe(before);
  });

  it('naming a remote or version the site does not serve are refused, roll nothing back and add no label', async () => {
    const next = await canaryWithViews();
    for (let i = 0; i < 10; i++) {
      const forger = new Browser(site.url, `203.0.113.${i + 1}`);
      await forger.page();
      const event = i % 2 ? renderError(`${next}x`, 'canary') : { ...renderError(next, 'canary'), remote: 'games' };
      expect((await forger.beacon([event])).status).toBe(400);
    }
    expect(await stillRunning(next)).toBe(true);
    expect(await metricsText()).not.toContain('casino_remote_failures_total{');
  });

  it('from one browser, however many, cannot roll a canary back', async () => {
    const next = await canaryWithViews();
    const browser = new Browser(site.url, '203.0.113.1');
    await browser.page();
    for (let i = 0; i < 6; i++) await browser.beacon(Array.from({ length: 10 }, () => renderError(next, 'canary')));
    expect(await stillRunning(next)).toBe(true);
  });

  it('from many browsers at fewer addresses than the minimum cannot roll a canary back', async () => {
    const next = await canaryWithViews();
    for (let i = 0; i < 20; i++) {
      const browser = new Browser(site.url, `203.0.113.${(i % 2) + 1}`);
      await browser.page();
      await browser.beacon([renderError(next, 'canary'), renderError(next, 'canary')]);
    }
    expect(await stillRunning(next)).toBe(true);
    // The same failures from enough addresses do: the minimums, not the failures, held it.
    for (let i = 0; i < 3; i++) {
      const browser = new Browser(site.url, `198.51.100.${i + 101}`);
      await browser.page();
      await browser.beacon([renderError(next, 'canary')]);
    }
    expect(await stillRunning(next)).toBe(false);
  });
});

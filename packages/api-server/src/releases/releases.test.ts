// One api-server and the release tool: the canary is served as the tool left it, regions' failures are
// counted per version, and a failing canary is ended by the server itself. Two servers: two-servers.test.ts.
import { readRegistry, registryFile, rollback } from '@casino/delivery';
import { writeFile } from 'node:fs/promises';
import { startTestSite, type TestSite } from '../../test/harness.ts';
import { releaseRollbacks } from '../db/schema.ts';
import { defaultReleaseSettings } from './settings.ts';
import { Browser, paymentsCanary, renderError, withShellHead } from './test-support.ts';

let site: TestSite;
beforeEach(async () => {
  site = await startTestSite({ releases: { ...defaultReleaseSettings, minPageViews: 20, errorMargin: 0.1 } });
  await withShellHead(site.config.shellDir);
});
afterEach(() => site.close());

const manifestOf = (version: string) => `/remotes/payments/${version}/mf-manifest.json`;

describe('a canary as the server serves it', () => {
  it('serves a canary started with the release tool at once, and its end too', async () => {
    const { stable, next } = await paymentsCanary(site.config.deployRoot, 100);
    const browser = new Browser(site.url);
    expect((await browser.page()).remotes.payments).toBe(manifestOf(next));
    await rollback(site.config.deployRoot, 'development', 'payments');
    expect((await browser.page()).remotes.payments).toBe(manifestOf(stable));
  });

  it('keeps serving the newest release state when its own copy of the registry file falls behind', async () => {
    const { next } = await paymentsCanary(site.config.deployRoot, 100);
    const file = registryFile(site.config.deployRoot, 'development');
    const browser = new Browser(site.url);
    expect((await browser.page()).remotes.payments).toBe(manifestOf(next));
    // As another server's copy: the canary's revision is written through, this file is one revision older.
    const older = await readRegistry(site.config.deployRoot, 'development');
    const payments = { ...older.remotes.payments!, canary: undefined };
    await writeFile(file, JSON.stringify({ ...older, revision: older.revision - 1, remotes: { payments } }));
    expect((await browser.page()).remotes.payments).toBe(manifestOf(next));
  });
});

describe('a canary whose regions fail', () => {
  it('is rolled back by the server once its error rate exceeds the stable one, and the status says why', async () => {
    const { stable, next } = await paymentsCanary(site.config.deployRoot, 50);
    const browsers = Array.from({ length: 40 }, () => new Browser(site.url));
    const versions = await Promise.all(browsers.map((b) => b.paymentsVersion()));
    const onCanary = browsers.filter((_, i) => versions[i] === next);
    expect(onCanary.length).toBeGreaterThan(0);
    expect(onCanary.length).toBeLessThan(browsers.length);
    // Until the canary's cohort has the minimum of page views, nothing is decided.
    await onCanary[0]!.beacon([renderError(next, 'canary')]);
    expect((await readRegistry(site.config.deployRoot, 'development')).remotes.payments?.canary).toBeDefined();
    for (const browser of onCanary) for (let reload = 0; reload < 3; reload++) await browser.paymentsVersion();
    for (const browser of onCanary) expect((await browser.beacon([renderError(next, 'canary')])).status).toBe(204);

    const payments = (await readRegistry(site.config.deployRoot, 'development')).remotes.payments!;
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
      count: onCanary.length + 1,
    });
  });

  it('is left running when the stable version fails as often', async () => {
    const { stable, next } = await paymentsCanary(site.config.deployRoot, 50);
    const browsers = Array.from({ length: 60 }, () => new Browser(site.url));
    const versions = await Promise.all(browsers.map((b) => b.paymentsVersion()));
    // Every page fails, on either version: the stable side reports first, so the canary is never worse.
    const order = [...browsers.keys()].sort((a, b) => Number(versions[a] === next) - Number(versions[b] === next));
    for (const i of order) {
      const version = versions[i]!;
      await browsers[i]!.beacon([renderError(version, version === next ? 'canary' : 'stable')]);
    }
    expect(versions).toContain(stable);
    expect((await readRegistry(site.config.deployRoot, 'development')).remotes.payments?.canary?.version).toBe(next);
  });
});

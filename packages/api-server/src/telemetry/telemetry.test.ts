// The regions' beacons as the server takes them: only from browsers with the cohort cookie it signed, only for
// the versions it serves, counted per remote version, limited per browser and per address, nothing about the
// player kept, and shown in Prometheus's format to whoever may read it.
import { cohortCookie, promote } from '@casino/delivery';
import { serverTexts } from '@casino/locale/server';
import { startTestSite, type TestSite } from '../../test/harness.ts';
import { beaconLinesOf } from '../../test/beacon-metrics.ts';
import { releaseCounts } from '../releases/schema.ts';
import { defaultReleaseSettings } from '../releases/settings.ts';
import { Browser, eventually, publishPayments, renderError, withShellHead } from '../../test/release-support.ts';

let site: TestSite;
afterEach(() => site.close());

const metricsText = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${site.url}/metrics`, { headers });
  return { status: response.status, text: await response.text() };
};

const beaconMetricsText = async () => beaconLinesOf((await metricsText()).text);

describe('beacons from the regions', () => {
  let stable: string;
  beforeEach(async () => {
    const releases = { ...defaultReleaseSettings, telemetryEventsPerMinute: 5, telemetryEventsPerMinutePerAddress: 8 };
    site = await startTestSite({ releases, trustedProxies: ['127.0.0.1'] });
    await withShellHead(site.config.shellDir);
    [stable] = (await publishPayments(site.releases, ['1.0.0'])) as [string];
  });

  /** A browser that has had a page of the site, so it carries the cohort cookie the server signed. */
  const browserWithPage = async (address?: string) => {
    const browser = new Browser(site.url, address);
    await browser.page();
    return browser;
  };

  it('counts a region’s failures per remote version, for the release status and for Prometheus', async () => {
    const browser = await browserWithPage();
    const response = await browser.beacon([
      renderError(stable, 'stable'),
      { ...renderError(stable, 'stable'), kind: 'load-failure' },
      { kind: 'vital', name: 'LCP', value: 1234, route: '/spil/:slug' },
      { kind: 'vital', name: 'CLS', value: 0.02, route: '/' },
    ]);
    expect(response.status).toBe(204);
    const rows = await site.db.select().from(releaseCounts);
    expect(
      rows.map(({ version, kind, count }) => ({ version, kind, count })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { version: stable, kind: 'load-failure', count: 1 },
      { version: stable, kind: 'render-error', count: 1 },
    ]);
    const { text } = await metricsText();
    expect(text).toContain(
      `casino_remote_failures_total{environment="development",remote="payments",version="${stable}",kind="render-error",cohort="stable"} 1`,
    );
    expect(text).toContain(
      'casino_web_vital_milliseconds_count{environment="development",name="LCP",route="/spil/:slug"} 1',
    );
    expect(text).toContain('casino_web_vital_cls_count{environment="development",route="/"} 1');
  });

  it('keeps nothing about the player: unknown fields are dropped and a path the route table lacks is "(other)"', async () => {
    const browser = await browserWithPage();
    await browser.beacon([
      { ...renderError(stable, 'stable'), email: 'spiller@casino.test', message: 'Hej Jens' },
      { kind: 'vital', name: 'INP', value: 80, route: '/spil/jens-hansens-spil' },
    ]);
    const { text } = await metricsText();
    expect(text).not.toMatch(/spiller@casino\.test|Jens|jens/);
    expect(text).toContain('route="(other)"');
  });

  it('counts no more than the configured events a minute from one browser', async () => {
    const browser = await browserWithPage();
    const seven = Array.from({ length: 7 }, () => renderError(stable, 'stable'));
    expect((await browser.beacon(seven)).status).toBe(204);
    expect((await browser.beacon(seven)).status).toBe(204);
    const [row] = await site.db.select().from(releaseCounts);
    expect(row?.count).toBe(5);
  });

  it('counts no more than the configured events a minute from one client address, however many browsers it has', async () => {
    const seven = Array.from({ length: 7 }, () => renderError(stable, 'stable'));
    for (let i = 0; i < 3; i++) expect((await (await browserWithPage('192.0.2.7')).beacon(seven)).status).toBe(204);
    // Another address has a budget of its own.
    expect((await (await browserWithPage('192.0.2.8')).beacon(seven)).status).toBe(204);
    const [row] = await site.db.select().from(releaseCounts);
    expect(row?.count).toBe(8 + 5);
  });

  it('counts nothing and adds no metrics label for a beacon without the cohort cookie the server signed', async () => {
    const signed = (await browserWithPage()).cookie;
    const before = await beaconMetricsText();
    const [, value] = signed.split('=');
    const [id, signature] = value!.split('.');
    const events = [renderError(stable, 'stable'), { kind: 'vital', name: 'LCP', value: 99, route: '/' }];
    for (const cookie of [
      '',
      `${cohortCookie}=${id}`,
      `${cohortCookie}=${id}.${signature!.slice(1)}A`,
      `${cohortCookie}=made-up`,
    ]) {
      const forger = new Browser(site.url);
      forger.cookie = cookie;
      expect((await forger.beacon(events)).status).toBe(204);
    }
    expect(await site.db.select().from(releaseCounts)).toEqual([]);
    expect(await beaconMetricsText()).toBe(before);
  });

  it('refuses a beacon naming a remote or version the site does not serve, and adds no metrics label', async () => {
    // Published, but not the version in force nor a canary: no page runs it.
    const [newer] = (await publishPayments(site.releases, ['1.1.0'])) as [string];
    await promote(site.releases, 'development', 'payments', stable);
    const browser = await browserWithPage();
    await eventually(async () => (await browser.paymentsVersion()) === stable);
    const before = await beaconMetricsText();
    for (const event of [
      renderError('9.9.9-forged', 'canary'),
      { ...renderError(stable, 'stable'), remote: 'games' },
      { ...renderError(stable, 'stable'), remote: 'constructor' },
      renderError(newer, 'stable'),
    ]) {
      const response = await browser.beacon([renderError(stable, 'stable'), event]);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(serverTexts.errors.unknownRemoteVersion);
    }
    expect(await site.db.select().from(releaseCounts)).toEqual([]);
    expect(await beaconMetricsText()).toBe(before);
  });

  it('refuses a beacon that is not one, and counts nothing of it', async () => {
    const browser = await browserWithPage();
    for (const events of [
      [],
      [{ kind: 'render-error', remote: 'payments', version: '../x', route: '/', cohort: 'stable' }],
    ]) {
      expect((await browser.beacon(events)).status).toBe(400);
    }
    expect(await site.db.select().from(releaseCounts)).toEqual([]);
  });
});

describe('the signed cohort cookie the beacons count by', () => {
  /** The cohort cookie a first page gives, as its Set-Cookie header says it. */
  const cohortCookieOf = async (headers: Record<string, string> = {}) =>
    (await fetch(site.url, { headers })).headers.getSetCookie().find((c) => c.startsWith(`${cohortCookie}=`));

  it('is Secure on a site whose PUBLIC_ORIGIN is https, though TLS ended at a proxy in front', async () => {
    site = await startTestSite({ publicOrigin: 'https://casino.example' });
    expect(await cohortCookieOf()).toMatch(/; Secure/);
  });

  it("is plain on http://127.0.0.1 whatever a client's forwarded headers claim", async () => {
    site = await startTestSite();
    const cookie = await cohortCookieOf({ 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });
});

describe('who may read the metrics and the release status', () => {
  it('production answers neither without a token, and both with it', async () => {
    const token = 'a-long-metrics-token-for-tests';
    site = await startTestSite({
      environment: 'production',
      demo: true,
      releases: { ...defaultReleaseSettings, metricsToken: token },
    });
    expect((await metricsText()).status).toBe(404);
    expect((await metricsText({ Authorization: 'Bearer wrong-token-of-some-length' })).status).toBe(404);
    expect((await fetch(`${site.url}/api/releases/status`)).status).toBe(404);
    const allowed = await metricsText({ Authorization: `Bearer ${token}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('# TYPE casino_remote_failures_total counter');
    const status = await fetch(`${site.url}/api/releases/status`, { headers: { Authorization: `Bearer ${token}` } });
    expect(status.status).toBe(200);
  });
});

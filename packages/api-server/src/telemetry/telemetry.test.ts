// The regions' beacons as the server takes them: counted per remote version, limited per browser, nothing
// about the player kept, and shown in Prometheus's format to whoever may read it.
import { startTestSite, type TestSite } from '../../test/harness.ts';
import { releaseCounts } from '../db/schema.ts';
import { defaultReleaseSettings } from '../releases/settings.ts';
import { Browser, renderError } from '../releases/test-support.ts';

let site: TestSite;
afterEach(() => site.close());

const metricsText = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${site.url}/metrics`, { headers });
  return { status: response.status, text: await response.text() };
};

describe('beacons from the regions', () => {
  beforeEach(async () => {
    site = await startTestSite({ releases: { ...defaultReleaseSettings, telemetryEventsPerMinute: 5 } });
  });

  it('counts a region’s failures per remote version, for the release status and for Prometheus', async () => {
    const browser = new Browser(site.url);
    const response = await browser.beacon([
      renderError('1.0.0-aaaa', 'stable'),
      { ...renderError('1.0.0-aaaa', 'stable'), kind: 'load-failure' },
      { kind: 'vital', name: 'LCP', value: 1234, route: '/spil/:slug' },
      { kind: 'vital', name: 'CLS', value: 0.02, route: '/' },
    ]);
    expect(response.status).toBe(204);
    const rows = await site.db.select().from(releaseCounts);
    expect(
      rows.map(({ version, kind, count }) => ({ version, kind, count })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { version: '1.0.0-aaaa', kind: 'load-failure', count: 1 },
      { version: '1.0.0-aaaa', kind: 'render-error', count: 1 },
    ]);
    const { text } = await metricsText();
    expect(text).toContain(
      'casino_remote_failures_total{environment="development",remote="payments",version="1.0.0-aaaa",kind="render-error",cohort="stable"} 1',
    );
    expect(text).toContain(
      'casino_web_vital_milliseconds_count{environment="development",name="LCP",route="/spil/:slug"} 1',
    );
    expect(text).toContain('casino_web_vital_cls_count{environment="development",route="/"} 1');
  });

  it('keeps nothing about the player: unknown fields are dropped and a path the route table lacks is "(other)"', async () => {
    const browser = new Browser(site.url);
    await browser.beacon([
      { ...renderError('1.0.0-aaaa', 'stable'), email: 'spiller@casino.test', message: 'Hej Jens' },
      { kind: 'vital', name: 'INP', value: 80, route: '/spil/jens-hansens-spil' },
    ]);
    const { text } = await metricsText();
    expect(text).not.toMatch(/spiller@casino\.test|Jens|jens/);
    expect(text).toContain('route="(other)"');
  });

  it('counts no more than the configured events a minute from one browser', async () => {
    const browser = new Browser(site.url);
    const seven = Array.from({ length: 7 }, () => renderError('1.0.0-aaaa', 'stable'));
    expect((await browser.beacon(seven)).status).toBe(204);
    expect((await browser.beacon(seven)).status).toBe(204);
    const [row] = await site.db.select().from(releaseCounts);
    expect(row?.count).toBe(5);
  });

  it('refuses a beacon that is not one, and counts nothing of it', async () => {
    const browser = new Browser(site.url);
    for (const events of [
      [],
      [{ kind: 'render-error', remote: 'payments', version: '../x', route: '/', cohort: 'stable' }],
    ]) {
      expect((await browser.beacon(events)).status).toBe(400);
    }
    expect(await site.db.select().from(releaseCounts)).toEqual([]);
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

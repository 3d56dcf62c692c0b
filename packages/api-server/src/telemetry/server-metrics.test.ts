// What an operator's Prometheus reads at /metrics besides the release telemetry: Node's process metrics, every
// answer's time by route pattern and status, the page cache's hits and misses and the server renders' times,
// the mail outbox's backlog, and the repeating jobs' rounds; every label from a fixed set, none from an address.
import { serverBuildFolder, serverEntryFile, shellServerFile } from '@casino/build-config/server-files';
import { publish } from '@casino/delivery';
import { writeBuildContract } from '@casino/delivery/test-deploy';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mailOutbox } from '../db/schema.ts';
import { signedIn, startTestSite, testTempRoot, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  // The idle-chat job runs often here, so its rounds show.
  site = await startTestSite({ chatIdleCheckEveryMs: 20 });
  await serverRenderedPages(site);
});
afterAll(() => site.close());

/** The games remote published with a server build, and a shell server build that renders every page. */
async function serverRenderedPages({ config, releases }: TestSite) {
  const dist = await mkdtemp(path.join(testTempRoot(), 'games-build-'));
  try {
    await mkdir(path.join(dist, serverBuildFolder), { recursive: true });
    const manifest = { metaData: { buildInfo: { buildVersion: '1.0.0' } } };
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var games = {};');
    await writeFile(path.join(dist, serverBuildFolder, serverEntryFile), 'module.exports = {};');
    await writeBuildContract(dist);
    await publish({ root: releases, remote: 'games', distDir: dist, env: config.environment });
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
  await writeFile(
    path.join(config.shellDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(config.shellDir, serverBuildFolder), { recursive: true });
  await writeFile(
    path.join(config.shellDir, serverBuildFolder, shellServerFile),
    `exports.renderOnServer = async () => '<h1>Velkommen</h1>';
    exports.warmServerRender = async () => {};`,
  );
}

const metricsText = async () => (await fetch(`${site.url}/metrics`)).text();

/** The value of one series, e.g. `casino_page_cache_lookups_total{result="hit"}`. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the server’s metrics', () => {
  it('time every answer by its route pattern and status, never by the address asked for', async () => {
    const token = randomBytes(6).toString('hex');
    const player = await signedIn(site, 'player');
    expect((await player.get(`/api/proxy/games/history/x${token}`)).status).toBeLessThan(500);
    expect((await fetch(`${site.url}/api/nothing-${token}/here`)).status).toBe(404);
    expect((await fetch(`${site.url}/api/content/art/${token}.webp`)).status).toBe(404);
    expect((await fetch(`${site.url}/api/health?probe=${token}`)).status).toBe(200);

    const text = await metricsText();
    const answered = (route: string, status: number) =>
      valueOf(text, `casino_http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`);
    expect(answered('/api/health', 200)).toBeGreaterThanOrEqual(1);
    expect(answered('/api/*', 404)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/route="\/api\/proxy\/games\/history\/:id"/u);
    expect(text).toMatch(/route="\/api\/content\/art\/:file[^"]*"/u);
    // No address, query or made-up path segment became a label.
    expect(text).not.toContain(token);
  });

  it("count the page cache's hits and misses and time the server renders", async () => {
    const before = await metricsText();
    const lookups = (text: string, result: string) =>
      valueOf(text, `casino_page_cache_lookups_total{result="${result}"}`) ?? 0;
    const rendered = (text: string) => valueOf(text, 'casino_page_render_seconds_count{outcome="rendered"}') ?? 0;
    const page = await (await fetch(`${site.url}/spil`)).text();
    expect(page).toContain('<h1>Velkommen</h1>');
    await fetch(`${site.url}/spil`);

    const after = await metricsText();
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(1);
    expect(rendered(after) - rendered(before)).toBe(1);
  });

  it("tell the outbox's unsent mails and the age of the oldest", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await site.db.insert(mailOutbox).values({
      playerId: null,
      toEmail: 'gaest@casino.test',
      subject: 'Svar',
      bodyText: 'Hej',
      createdAt: twoHoursAgo,
    });
    const text = await metricsText();
    expect(valueOf(text, 'casino_mail_outbox_unsent')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'casino_mail_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(2 * 60 * 60);
    expect(valueOf(text, 'casino_mail_outbox_given_up')).toBe(0);
  });

  it("count the repeating jobs' rounds, and show Node's process metrics", async () => {
    let text = await metricsText();
    // The idle-chat job's first rounds come within moments of the start.
    while (valueOf(text, 'casino_job_rounds_total{job="idle chats",outcome="done"}') === undefined)
      text = await new Promise((resolve) => setTimeout(resolve, 20)).then(metricsText);
    for (const series of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_active_handles_total',
    ])
      expect(valueOf(text, series)).toBeGreaterThanOrEqual(0);
  });
});

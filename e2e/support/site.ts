// The site the e2e tests run against: a production server on E2E_PORT (3210) and staging on the next,
// one process, fresh published remotes and data every run. Started by playwright.config.ts.
// Expects the apps to be built already (`npm run test:e2e` runs `turbo run build` first).
import { rm, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { brokenRemoteConfigs } from '../fixtures/broken-remote/rspack.config.ts';
import { incompatibleRemoteConfig } from '../fixtures/incompatible-remote/rspack.config.ts';
import { leakyRemoteConfig } from '../fixtures/leaky-remote/rspack.config.ts';
import {
  dataDir,
  deployDir,
  liveSandboxesFile,
  liveSite,
  proxiedSite,
  remoteTimeoutMs,
  sandboxesFile,
  seededAtFile,
  sites,
  trustlySandbox,
  nexiSandbox,
  aggregatorSandbox,
  type SiteEnv,
} from './env.ts';
import { startNginx } from '@casino/api-server/nginx';

process.env.DEPLOY_DIR = deployDir;
process.env.LOG_LEVEL ??= 'warn';
process.env.REMOTE_TIMEOUT_MS = String(remoteTimeoutMs);
// The tests check what a page carries, not how busy the machine is: a page always waits for its server render
// (production's short budget and its fallback are the delivery's unit tests').
process.env.SERVER_RENDER_BUDGET_MS = '10000';
// A leftover release variable must not leak into the fixture build.
delete process.env.RELEASE_VERSION;
delete process.env.BUILD_OUTPUT_DIR;
// Each server gets its own fresh embedded database under e2e/.data, never a shared PostgreSQL.
delete process.env.DATABASE_URL;
// The published registry, not `npm run dev`'s live dev servers.
delete process.env.DEV_REMOTES;

// Imported after the environment is set: the logger reads LOG_LEVEL when it loads.
const { precompress, remotesDir, syncLocalBuilds } = await import('@casino/delivery');
const { readConfig, startServer } = await import('@casino/api-server');
const { startSharedTrustlySandbox } = await import('@casino/api-server/trustly-sandbox');

// The sandbox Trustly, one for every server of the run, on a known port so the tests can open its payouts page.
// It pays a payout out only when a test says so on that page.
await startSharedTrustlySandbox({ port: trustlySandbox.port });
process.env.TRUSTLY_API_URL = trustlySandbox.url;
// The sandbox Nexi likewise: every server's card deposits go to its hosted page.
const { startNexiSandbox } = await import('@casino/api-server/nexi-sandbox');
await startNexiSandbox({ port: nexiSandbox.port });
process.env.NEXI_API_URL = nexiSandbox.url;
// The sandbox game aggregator likewise, with the published sandbox keys every server of the run uses.
const { startAggregatorSandbox } = await import('@casino/api-server/aggregator-sandbox');
await startAggregatorSandbox({ port: aggregatorSandbox.port });
process.env.GAME_AGGREGATOR_URL = aggregatorSandbox.url;

const started = Date.now();
await rm(deployDir, { recursive: true, force: true });
await rm(dataDir, { recursive: true, force: true });
await mkdir(deployDir, { recursive: true });

// Every remote's local build, published and pointed at in both environments.
await syncLocalBuilds(deployDir, ['production', 'staging']);

// The fixture remotes, published as folders that no registry points at (a test points one remote
// at them with page.route): the broken remote once per remote name (<name>/0.0.0-broken), the
// leaky chat widget (support/0.0.0-leaky) and games built against react-router 7
// (games/0.0.0-incompatible). One run each, because the federation plugin reads the build
// version from the environment, which each createAppConfig call sets.
async function build(configs: () => Configuration[]): Promise<void> {
  const stats = await new Promise<MultiStats | undefined>((resolve, reject) => {
    rspack(configs(), (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (!stats || stats.hasErrors()) {
    throw new Error(`fixture remotes failed to build:\n${stats?.toString('errors-only') ?? ''}`);
  }
  for (const child of stats.stats) await precompress(child.compilation.outputOptions.path ?? '');
}
await build(() => brokenRemoteConfigs(remotesDir(deployDir)));
await build(() => [leakyRemoteConfig(remotesDir(deployDir))]);
await build(() => [incompatibleRemoteConfig(remotesDir(deployDir))]);

/**
 * A server of `environment`; `as` names its data folder and where browsers reach it (and whom it trusts);
 * `settings` adds to or overrides its environment.
 */
async function start(
  environment: SiteEnv,
  as: { name: string; port: number; publicOrigin: string; trustedProxies?: string } = {
    name: environment,
    ...sites[environment],
    publicOrigin: sites[environment].url,
  },
  settings: Record<string, string> = {},
) {
  const env = {
    ...process.env,
    SITE_ENV: environment,
    PORT: String(as.port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: as.publicOrigin,
    TRUSTED_PROXIES: as.trustedProxies ?? '',
    // A fixed test secret: production takes its secret from the environment.
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-never-used-outside-the-test-site-0001',
    // Production runs its build with the sandboxes (test cards, test players), so as a declared demo.
    CASINO_DEMO: environment === 'production' ? '1' : '0',
    // Payouts: a hold long enough to cancel in, sent to the provider within a second after it, and paid by
    // the sandbox only when a test says so on its page.
    PAYOUT_HOLD_SECONDS: '8',
    PAYOUT_JOBS_SECONDS: '1',
    SANDBOX_PAYOUT_SECONDS: '3600',
    // Game data is packed and sealed for SAFE within a second, so the compliance view shows a game just played.
    SAFE_JOB_SECONDS: '1',
    // A canary is weighed after a handful of page views, so a test can see one fail and be rolled back: its
    // failures from two browsers (the canary test has two on the canary), all of them from 127.0.0.1, as is
    // every browser of the run, so one address for the minimum and an address budget none of them exhausts.
    CANARY_MIN_PAGE_VIEWS: '4',
    CANARY_MIN_FAILING_COHORTS: '2',
    CANARY_MIN_FAILING_ADDRESSES: '1',
    TELEMETRY_EVENTS_PER_MINUTE_PER_ADDRESS: '100000',
    ...settings,
  };
  const envDataDir = path.join(dataDir, as.name);
  await mkdir(envDataDir, { recursive: true });
  // `dataDir` is read by the api-server once it grows a database; harmless before then.
  const config = { ...readConfig({ ...env, DATA_DIR: envDataDir }), dataDir: envDataDir };
  return startServer(config);
}

// The tests read the seed's "now": a run that crosses Danish midnight must not expect today's seeded deposits.
await mkdir(dataDir, { recursive: true });
await writeFile(seededAtFile, String(Date.now()));
// Production last: Playwright waits for its /api/health, which then means every server is up.
const servers = [await start('staging')];
// Behind nginx: production again, reached only through the proxy, whose forwarded headers it trusts.
servers.push(
  await start('production', {
    name: 'proxied',
    port: proxiedSite.serverPort,
    publicOrigin: proxiedSite.url,
    trustedProxies: '127.0.0.1',
  }),
);
const proxy = await startNginx(path.join(dataDir, 'nginx'), proxiedSite.proxyPort, [proxiedSite.serverPort]);
// Production without the demo: its outside systems are sandboxes it reaches as real providers.
const { startProductionSandboxes } = await import('@casino/api-server/production-sandboxes');
const liveSandboxes = await startProductionSandboxes();
await writeFile(liveSandboxesFile, JSON.stringify(liveSandboxes.addresses));
servers.push(
  await start(
    'production',
    { name: 'live', port: liveSite.port, publicOrigin: liveSite.url },
    {
      ...liveSandboxes.env,
      CASINO_DEMO: '0',
      SAFE_DIR: path.join(dataDir, 'live.safe'),
    },
  ),
);
servers.push(await start('production'));
// The sandboxes (MitID, mail) run beside each server, processes of their own: the tests find their pages here.
await writeFile(
  sandboxesFile,
  JSON.stringify({ staging: servers[0]!.sandboxes, proxied: servers[1]!.sandboxes, production: servers[3]!.sandboxes }),
);
console.log(
  `e2e site ready in ${Date.now() - started} ms: ${servers.map((s) => s.url).join(', ')}, ${proxiedSite.url}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    setTimeout(() => process.exit(0), 2000).unref();
    void Promise.all([proxy.stop(), liveSandboxes.stop(), ...servers.map((s) => s.close())]).then(() =>
      process.exit(0),
    );
  });
}

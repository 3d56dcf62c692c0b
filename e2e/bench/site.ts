// The built site as the bench measures it: every remote's dist published into a fresh deploy folder,
// served in production mode by the real api-server (brotli, cache headers, the inlined registry), without the
// demo: its outside systems are the sandboxes, reached as real providers, and its player signed up by MitID.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { startProductionSandboxes } from '@casino/api-server/production-sandboxes';
import type { Browser } from '@playwright/test';
import { annesSignUp, signUpWithMitid, signedUpPassword } from '../support/mitid-sign-up.ts';

// Imported when first needed: the api-server's logger reads LOG_LEVEL as it loads.
type Providers = Awaited<ReturnType<typeof startProductionSandboxes>>;
let providers: Promise<Providers> | undefined;

/** The production sandboxes (MitID, Trustly, Nexi, the game aggregator, ROFUS, mail, TamperToken), started once. */
export function benchProviders(): Promise<Providers> {
  providers ??= import('@casino/api-server/production-sandboxes').then((sandboxes) =>
    sandboxes.startProductionSandboxes(),
  );
  return providers;
}

/** Stops the sandboxes' processes, if the bench started them, so the bench ends by itself. */
export async function stopBenchProviders(): Promise<void> {
  await (await providers)?.stop();
}

/** The environment of a benched server: production's build and settings, its providers the sandboxes. */
export async function benchEnv(port: number | string, dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    ...(await benchProviders()).env,
    SITE_ENV: 'production',
    CASINO_DEMO: '0',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-never-used-outside-the-bench-0001',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SAFE_DIR: path.join(dataDir, 'safe'),
  };
}

/** The player whose pages the bench measures, signed up on a benched site by `signUpBenchPlayer`. */
export const benchPlayer = { email: 'bench.player@example.test', password: signedUpPassword } as const;

/** Signs the bench's player up on a fresh benched site, as a visitor would (MitID, limits, confirmed e-mail). */
export async function signUpBenchPlayer(browser: Browser, siteUrl: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const sandboxes = (await benchProviders()).addresses;
    await signUpWithMitid(await context.newPage(), siteUrl, annesSignUp(sandboxes, benchPlayer.email));
  } finally {
    await context.close();
  }
}

export interface BenchSite {
  url: string;
  close: () => Promise<void>;
}

/** Publishes the local builds and starts the production site on `port` (fresh data every run). */
export async function startBenchSite(port: number): Promise<BenchSite> {
  const deployDir = path.join(import.meta.dirname, '.deploy', String(port));
  const dataDir = path.join(import.meta.dirname, '.data', String(port));
  process.env.DEPLOY_DIR = deployDir;
  process.env.LOG_LEVEL = 'warn';
  const { syncLocalBuilds } = await import('@casino/delivery');
  const { readConfig, startServer } = await import('@casino/api-server');
  await rm(deployDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await syncLocalBuilds(deployDir, ['production']);
  const config = readConfig(await benchEnv(port, dataDir));
  return startServer({ ...config, dataDir });
}

// The built site as the bench measures it: every remote's dist published into a fresh deploy folder,
// served in production mode by the real api-server (brotli, cache headers, the inlined registry).
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The environment of a benched server: production's build and settings, run as a demo since the bench signs in
 * seeded test players and pays with the sandbox provider.
 */
export const benchEnv = (port: number | string, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  SITE_ENV: 'production',
  CASINO_DEMO: '1',
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-never-used-outside-the-bench-0001',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
});

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
  const config = readConfig(benchEnv(port, dataDir));
  return startServer({ ...config, dataDir });
}

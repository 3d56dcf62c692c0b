import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browser.ts';
import { e2eDir, projectNode, remoteTimeoutMs, sites } from './support/env.ts';

export default defineConfig({
  testDir: 'tests',
  // One folder per site port, so suites running side by side keep their own traces.
  outputDir: `test-results/${sites.production.port}`,
  // One worker: two cores, and the release tests move registry pointers the other tests read.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // A hanging remote takes REMOTE_TIMEOUT_MS to fall back, and some tests wait for it twice.
  timeout: 30_000 + 2 * remoteTimeoutMs,
  expect: { timeout: remoteTimeoutMs + 4_000 },
  use: {
    baseURL: sites.production.url,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // page.route must see every request; the shell's service worker would otherwise sit between.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // Production on 3210 and staging on 3211 in one process (support/site.ts). It starts staging
    // first, so production answering /api/health means both are up.
    command: `"${projectNode}" support/site.ts`,
    cwd: e2eDir,
    url: `${sites.production.url}/api/health`,
    reuseExistingServer: !process.env.CI,
    // Publishing (with brotli) every remote and building the fixture remotes takes a while.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

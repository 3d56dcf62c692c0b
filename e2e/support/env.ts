import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the e2e site lives. Shared by the Playwright config, the site process and the tests. */
export const e2eDir = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(e2eDir, '..');
// E2E_PORT moves the servers (production on it, staging, the proxied one and its proxy on the next) and their folders, so two
// suites can run side by side on one machine.
const basePort = Number(process.env.E2E_PORT ?? 3210);

/** Published remotes and registries of the test site (DEPLOY_DIR): fresh every run. */
export const deployDir = path.join(e2eDir, '.deploy', String(basePort));
/** The servers' data folders: fresh every run. */
export const dataDir = path.join(e2eDir, '.data', String(basePort));
/** When support/site.ts seeded the databases (ms since the epoch): seeded times are relative to it. */
export const seededAtFile = path.join(dataDir, 'seeded-at');
/** Where support/site.ts wrote the addresses of the sandboxes each server started beside itself (JSON). */
export const sandboxesFile = path.join(dataDir, 'sandboxes.json');

/** Two environments of the same site, so QA-pin behaviour can be compared side by side. */
export const sites = {
  production: { port: basePort, url: `http://127.0.0.1:${basePort}` },
  staging: { port: basePort + 1, url: `http://127.0.0.1:${basePort + 1}` },
} as const;
export type SiteEnv = keyof typeof sites;

/**
 * A third server, production like the first, reached only through nginx (@casino/api-server/nginx): its PUBLIC_ORIGIN
 * is the proxy's address and it trusts the proxy's forwarded headers (TRUSTED_PROXIES).
 */
export const proxiedSite = {
  serverPort: basePort + 2,
  proxyPort: basePort + 3,
  url: `http://127.0.0.1:${basePort + 3}`,
} as const;

/**
 * The sandbox Trustly every server of the run pays through (decision 0063): a process of its own, started by
 * support/site.ts, its bank page and payouts page on its own origin.
 */
export const trustlySandbox = { port: basePort + 4, url: `http://127.0.0.1:${basePort + 4}/` } as const;

/**
 * The sandbox game aggregator every server of the run opens its games at (decision 0059): a process of its own,
 * started by support/site.ts, its games' frames on its own origin.
 */
export const aggregatorSandbox = { port: basePort + 5, url: `http://127.0.0.1:${basePort + 5}/` } as const;

/**
 * The sandbox Nexi every server of the run takes cards and wallets through (decision 0069): a process of its own,
 * started by support/site.ts, its hosted payment page on its own origin.
 */
export const nexiSandbox = { port: basePort + 7, url: `http://127.0.0.1:${basePort + 7}/` } as const;

/**
 * Production as it runs for real: no demo, and every outside system a sandbox process of its own reached as the
 * real provider would be, with a contract's own keys and logins (@casino/api-server/production-sandboxes).
 */
export const liveSite = { port: basePort + 6, url: `http://127.0.0.1:${basePort + 6}` } as const;
/** Where support/site.ts wrote the addresses of the live site's sandboxes (JSON). */
export const liveSandboxesFile = path.join(dataDir, 'live-sandboxes.json');

/** Short so the hanging-manifest tests finish quickly (production default: 10 s). */
export const remoteTimeoutMs = 3000;

/** The project's pinned Node 24 (the machine's `node` is older); else whatever runs Playwright. */
const pinnedNode = path.join(repoRoot, 'node_modules', '.bin', 'node');
export const projectNode = existsSync(pinnedNode) ? pinnedNode : process.execPath;

// For the release tests: payments published in a site's deploy root, a canary of it, and browsers that
// each keep their own cohort cookie.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { canary, promote, publish, type DeployTarget } from '@casino/delivery';
import { writeBuildContract } from '@casino/delivery/test-deploy';

/** A payments build of `version` in `work` as publish reads it: its manifest, its entry (`payments <version>`), its contract. */
export async function paymentsBuild(work: string, version: string): Promise<string> {
  const dist = path.join(work, version);
  await mkdir(dist, { recursive: true });
  const manifest = { metaData: { buildInfo: { buildVersion: version } } };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dist, 'remoteEntry.js'), `payments ${version}`);
  await writeBuildContract(dist);
  return dist;
}

/** Publishes payments builds of `buildVersions` in a test site's environment (its `releases`); the last is in force. */
export async function publishPayments(
  deployRoot: DeployTarget,
  buildVersions: string[],
  env: Environment = 'development',
) {
  const work = await mkdtemp(path.join(tmpdir(), 'builds-'));
  const versions: string[] = [];
  try {
    for (const version of buildVersions) {
      const dist = await paymentsBuild(work, version);
      versions.push(await publish({ root: deployRoot, remote: 'payments', distDir: dist, env }));
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return versions;
}

/** Publishes payments 1.0.0 (in force) and 2.0.0 and starts 2.0.0's canary at `percent` (a test site's environment). */
export async function paymentsCanary(deployRoot: DeployTarget, percent: number, env: Environment = 'development') {
  const [stable, next] = (await publishPayments(deployRoot, ['1.0.0', '2.0.0'], env)) as [string, string];
  // Publishing pointed the environment at 2.0.0 too; it goes back to 1.0.0 and 2.0.0 becomes the canary.
  await promote(deployRoot, env, 'payments', stable);
  await canary(deployRoot, env, 'payments', next, percent);
  return { stable, next };
}

/**
 * Asks again until `check` holds: a release is told to the servers by a notification, in force a moment after the
 * release tool is done. Bounded by the test's own timeout.
 */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The shell's page of a test site with a head to write the registry into. */
export const withShellHead = (shellDir: string) =>
  writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

/**
 * A browser: its cohort cookie as the server set it, kept from the first page on. With an `address`, it is
 * reached through a trusted proxy that forwards for that address (a site with TRUSTED_PROXIES 127.0.0.1).
 */
export class Browser {
  cookie = '';
  readonly base: string;
  readonly address: string | undefined;
  constructor(base: string, address?: string) {
    this.base = base;
    this.address = address;
  }

  private headers(): Record<string, string> {
    return {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.address ? { 'x-forwarded-for': this.address } : {}),
    };
  }

  /** The page's registry as the server wrote it into the page. */
  async page(pathname = '/') {
    const response = await fetch(new URL(pathname, this.base), { headers: this.headers() });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    const html = await response.text();
    const text = /id="casino-registry">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
    return JSON.parse(text) as { remotes: Record<string, string>; canary?: string[] };
  }

  /** The payments version this browser's page names. */
  async paymentsVersion(): Promise<string> {
    const manifest = (await this.page()).remotes.payments ?? '';
    return decodeURIComponent(manifest.split('/')[3] ?? '');
  }

  /** Sends a beacon as the shell does. */
  beacon(events: unknown[], base = this.base) {
    return fetch(new URL('/api/telemetry', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers() },
      body: JSON.stringify({ events }),
    });
  }
}

export const renderError = (version: string, cohort: 'canary' | 'stable') => ({
  kind: 'render-error',
  remote: 'payments',
  version,
  route: '/profile/payment/deposit',
  cohort,
});

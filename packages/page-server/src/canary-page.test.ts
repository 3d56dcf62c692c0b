import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineRegistryElementId, registryResponseSchema } from '@casino/api-client';
import { canary, cohortCookie } from '@casino/delivery';
import { staticSite } from './static-site.ts';
import { tempDeployFolders, testCohortOptions } from '@casino/delivery/test-deploy';

const deploy = tempDeployFolders();
let shellDir: string;
beforeEach(async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});
afterEach(() => rm(shellDir, { recursive: true, force: true }));

const site = () =>
  staticSite({
    deployRoot: deploy.root,
    shellDir,
    environment: 'production',
    remoteTimeoutMs: 5000,
    devRemotes: false,
    ...testCohortOptions,
  });

async function page(cookie?: string) {
  const response = await site().request('/', { headers: cookie ? { Cookie: cookie } : {} });
  const html = await response.text();
  const match = new RegExp(`id="${inlineRegistryElementId}">(.*?)</script>`).exec(html);
  const registry = registryResponseSchema.parse(JSON.parse(match?.[1] ?? 'null'));
  return { response, registry, setCookie: response.headers.get('Set-Cookie') };
}

async function paymentsWithCanary(percent: number) {
  const [stable, next] = await deploy.publishSeries('payments', ['1.0.0', '2.0.0']);
  await canary(deploy.root, 'production', 'payments', next!, percent);
  return { stable: `/remotes/payments/${stable}/mf-manifest.json`, next: `/remotes/payments/${next}/mf-manifest.json` };
}

describe('the page a browser gets while payments is in canary', () => {
  it('gives a first-time browser a cohort cookie and the canary at 100 %, marked as its cohort', async () => {
    const { next } = await paymentsWithCanary(100);
    const { response, registry, setCookie } = await page();
    expect(setCookie).toMatch(new RegExp(`^${cohortCookie}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};.*HttpOnly`));
    expect(registry.remotes.payments).toBe(next);
    expect(registry.canary).toEqual(['payments']);
    // One browser's page: a shared cache must neither keep it nor hand it to another browser.
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it('keeps a browser on its version across reloads, with no new cookie', async () => {
    const { stable, next } = await paymentsWithCanary(50);
    const first = await page();
    const cookie = first.setCookie!.split(';')[0]!;
    for (let reload = 0; reload < 5; reload++) {
      const again = await page(cookie);
      expect(again.registry.remotes.payments).toBe(first.registry.remotes.payments);
      expect(again.setCookie).toBeNull();
    }
    expect([stable, next]).toContain(first.registry.remotes.payments);
  });

  it('gives everyone the version in force at 0 %', async () => {
    const { stable } = await paymentsWithCanary(0);
    for (let browser = 0; browser < 20; browser++) {
      const { registry } = await page();
      expect(registry.remotes.payments).toBe(stable);
      expect(registry.canary).toBeUndefined();
    }
  });

  it('replaces a cohort cookie the server did not sign, so a browser cannot pick its side', async () => {
    await paymentsWithCanary(50);
    const first = await page();
    const [, signed] = first.setCookie!.split(';')[0]!.split('=');
    const [id, signature] = signed!.split('.');
    for (const forged of [id!, `${id}.${signature!.slice(1)}x`, `${'A'.repeat(22)}.${signature}`, 'made-up']) {
      const again = await page(`${cohortCookie}=${forged}`);
      expect(again.setCookie).toMatch(new RegExp(`^${cohortCookie}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};`));
      expect(again.setCookie).not.toContain(forged);
    }
  });
});

describe('the page a browser gets when no canary runs', () => {
  it('gives a first-time browser its signed cohort cookie on an answer no shared cache keeps', async () => {
    await deploy.publishSeries('payments', ['1.0.0']);
    const { response, setCookie } = await page();
    expect(setCookie).toMatch(new RegExp(`^${cohortCookie}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};.*HttpOnly`));
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('sets no new cookie and stays cacheable alike for all for a browser that has one', async () => {
    await deploy.publishSeries('payments', ['1.0.0']);
    const cookie = (await page()).setCookie!.split(';')[0]!;
    const { response, setCookie } = await page(cookie);
    expect(setCookie).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Vary')).not.toContain('Cookie');
  });
});

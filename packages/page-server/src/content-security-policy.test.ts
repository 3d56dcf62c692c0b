import { Hono } from 'hono';
import type { RegistryResponse } from '@casino/api-client';
import {
  apiPolicy,
  foreignOrigins,
  hstsValue,
  pageSecurityHeaders,
  sitePolicy,
  strictTransportSecurity,
} from './content-security-policy.ts';

/** `script-src` of a policy as a list, e.g. ["'self'", "'sha256-…'"]. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

const registry = (remotes: Record<string, string>, published?: RegistryResponse['published']): RegistryResponse => ({
  environment: published ? 'staging' : 'production',
  remotes,
  ...(published ? { published } : {}),
  remoteTimeoutMs: 5000,
});

// No site page can be framed; script and connect sources match the registry's origins.
describe("the site pages' Content-Security-Policy", () => {
  it('lets no other origin frame a page, and sends X-Frame-Options: DENY for browsers without frame-ancestors', () => {
    const headers = pageSecurityHeaders();
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('runs scripts from this origin only when every remote is published here, and never inline or eval', () => {
    const policy = sitePolicy({
      registry: registry({ games: '/remotes/games/1.0.0-ab/mf-manifest.json' }),
      scriptUrls: ['/stand-ins/tag-manager.js', '/stand-ins/consent.js'],
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it("allows the server's inline registry by its sha256, and nothing else inline", () => {
    // printf '{"x":"ok"}' | openssl dgst -sha256 -binary | base64
    const policy = sitePolicy({ inlineScripts: ['{"x":"ok"}'] });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-A4SoMsvkNNsxOHFNPkeHpA+qDwPVUFzf5DrD+BplrHE='",
    ]);
  });

  it('adds the origin of a remote served elsewhere, including a version QA may pin, to scripts, styles and fetches', () => {
    const policy = sitePolicy({
      registry: registry(
        { games: '/remotes/games/1.0.0-ab/mf-manifest.json' },
        { payments: { '2.0.0-cd': 'https://cdn.example/remotes/payments/2.0.0-cd/mf-manifest.json' } },
      ),
    });
    for (const name of ['script-src', 'style-src', 'connect-src'])
      expect(directive(policy, name)).toContain('https://cdn.example');
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });

  it("allows a configured tag manager's origin for its script, its beacons and its calls", () => {
    const policy = sitePolicy({
      scriptUrls: ['https://www.googletagmanager.com/gtm.js?id=GTM-TEST', 'https://consent.example/uc.js', null],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://consent.example',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://consent.example');
  });

  it('never turns a script URL that is not http(s) into a source', () => {
    expect(foreignOrigins(['javascript:alert(1)', 'data:text/javascript,1', '', undefined, '/x.js'])).toEqual([]);
  });
});

describe("API answers' Content-Security-Policy", () => {
  it('loads and runs nothing and lets no other origin frame them', () => {
    expect(directive(apiPolicy, 'default-src')).toEqual(["'none'"]);
    expect(directive(apiPolicy, 'script-src')).toBeUndefined();
    expect(directive(apiPolicy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('HSTS, only over HTTPS', () => {
  const site = (overHttps: boolean) => {
    const app = new Hono();
    app.use('*', strictTransportSecurity({ overHttps: () => overHttps }));
    // Even a handler (or a library default) that sets it cannot send it over http.
    app.get('/', (c) => c.text('ok', 200, { 'Strict-Transport-Security': 'max-age=1' }));
    return app;
  };
  const hsts = async (app: Hono, url: string, headers: Record<string, string> = {}) =>
    (await app.request(url, { headers })).headers.get('Strict-Transport-Security');

  // Whether the browser came over HTTPS is the host's trust boundary's to say (the api-server's
  // trust-boundary.test.ts: a forwarded scheme counts only from a trusted proxy).
  it('is sent over https', async () => {
    expect(await hsts(site(true), 'https://casino.example/')).toBe(hstsValue);
  });

  it('is never sent over plain http, not even when a handler set it', async () => {
    expect(await hsts(site(false), 'http://127.0.0.1:3000/')).toBeNull();
  });
});

// Issue "becoming a player", Done means: the OIDC code flow against the sandbox provider, with state, nonce,
// PKCE and the ID token's signature and audience checked, and a tampered token refused (ARCHITECTURE.md
// "Outside systems": the sandbox speaks the real protocol through the server's normal OIDC client).
import { createSign, generateKeyPairSync } from 'node:crypto';
import type { CustomFetch } from 'openid-client';
import { Client, startTestSite, testSandboxIdentity, type TestSite } from '../../test/harness.ts';
import { createIdentityBroker } from './mitid-broker.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './sandbox-mitid/client.ts';
import { follow, isCallback, openSandboxPage, submitSandboxPage } from '../../test/sandbox-mitid-support.ts';

const adult = { person: 0 };
const failed = '/opret-konto/afvist?grund=mitid_failed';

/** The broker's answer for the callback, before the site has taken it. */
async function brokerAnswer(client: Client): Promise<URL> {
  const page = await openSandboxPage(client, 'signup');
  return follow(client, await submitSandboxPage(client, page, adult), isCallback);
}

describe('the code flow against the sandbox provider', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('takes the answer that carries the state it sent', async () => {
    const client = new Client(site.url);
    const answer = await client.get((await brokerAnswer(client)).href);
    expect(answer.headers.get('location')).toBe('/opret-konto/oplysninger');
  });

  it("lets the sandbox's login page answer to the site that asked, and to no other origin", async () => {
    const client = new Client(site.url);
    const page = await openSandboxPage(client, 'signup');
    expect(page.origin).not.toBe(site.url);
    const policy = (await client.get(page.href)).headers.get('content-security-policy');
    expect(policy).toContain(`form-action 'self' ${site.url};`);
  });

  it('refuses an answer whose state is not the one it sent', async () => {
    const client = new Client(site.url);
    const callback = await brokerAnswer(client);
    callback.searchParams.set('state', 'not-the-state');
    expect((await client.get(callback.href)).headers.get('location')).toBe(failed);
    expect((await client.get('/api/account/signup')).status).toBe(404);
  });

  it('refuses an answer brought by another browser (no flow of its own)', async () => {
    const callback = await brokerAnswer(new Client(site.url));
    const other = new Client(site.url);
    expect((await other.get(callback.href)).headers.get('location')).toBe(failed);
  });

  it('is refused by the provider without PKCE, and a code is worth nothing without its verifier', async () => {
    const redirect = `${site.url}/api/auth/mitid/callback`;
    const issuer = site.config.providers.identity.issuer!;
    const withoutPkce = await new Client(site.url).get(`${issuer}/auth`, {
      query: {
        client_id: SANDBOX_CLIENT_ID,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: redirect,
        state: 's',
      },
    });
    const refusal = new URL(withoutPkce.headers.get('location')!);
    expect(refusal.searchParams.get('error')).toBe('invalid_request');
    expect(refusal.searchParams.get('error_description')).toMatch(/PKCE/);

    const code = (await brokerAnswer(new Client(site.url))).searchParams.get('code')!;
    const exchange = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: SANDBOX_CLIENT_ID,
        client_secret: SANDBOX_CLIENT_SECRET,
        code_verifier: 'a-verifier-that-made-no-challenge-a-verifier-that-made-no',
      }).toString(),
    });
    expect(exchange.status).toBe(400);
    expect(await exchange.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the ID token', () => {
  // The test's own key stands in for the provider's in the keys the client fetches, so the test can sign a
  // token it has changed: one that passes the signature check and must still fail on what it says.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key';
  let edit: (claims: Record<string, unknown>) => Record<string, unknown> = (claims) => claims;
  let spoilSignature = false;

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  function resigned(idToken: string): string {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const body = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(edit(claims))}`;
    const signature = createSign('RSA-SHA256').update(body).sign(privateKey, 'base64url');
    return `${body}.${spoilSignature ? `${signature.slice(0, -4)}AAAA` : signature}`;
  }

  const tampering: CustomFetch = async (url, options) => {
    const response = await fetch(url, options as RequestInit);
    if (url.endsWith('/jwks'))
      return Response.json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (!url.endsWith('/token') || !response.ok) return response;
    const tokens = (await response.json()) as { id_token: string };
    return Response.json({ ...tokens, id_token: resigned(tokens.id_token) });
  };

  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({}, { identity: createIdentityBroker(testSandboxIdentity(), { fetch: tampering }) });
  });
  afterAll(() => site.close());
  beforeEach(() => {
    edit = (claims) => claims;
    spoilSignature = false;
  });

  const signUpWith = async () => {
    const client = new Client(site.url);
    return (await client.get((await brokerAnswer(client)).href)).headers.get('location');
  };

  it('is taken when signed by a key of the provider’s and saying what the client asked for', async () => {
    expect(await signUpWith()).toBe('/opret-konto/oplysninger');
  });

  it('is refused when its signature is not the key’s', async () => {
    spoilSignature = true;
    expect(await signUpWith()).toBe(failed);
  });

  it('is refused when it was issued to another client (audience)', async () => {
    edit = (claims) => ({ ...claims, aud: 'another-client' });
    expect(await signUpWith()).toBe(failed);
  });

  it('is refused when its nonce is not the one the flow sent', async () => {
    edit = (claims) => ({ ...claims, nonce: 'another-nonce' });
    expect(await signUpWith()).toBe(failed);
  });

  it('is refused when another issuer made it', async () => {
    edit = (claims) => ({ ...claims, iss: 'https://mitid.example' });
    expect(await signUpWith()).toBe(failed);
  });

  it('is refused when it has expired', async () => {
    edit = (claims) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 600 });
    expect(await signUpWith()).toBe(failed);
  });
});

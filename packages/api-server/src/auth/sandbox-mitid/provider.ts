import { signUpTexts } from '@casino/locale/sign-up';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { html } from 'hono/html';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { htmlDocument } from '../../http/html-document.ts';
import { MITID_CALLBACK_PATH, MITID_SCOPE, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './client.ts';
import type { TestIdentity } from '../../sandbox-people/mitid-identities.ts';
import { SandboxMemoryStore } from './memory-store.ts';

/** What the sandbox page hands the provider: one made-up person. */
export type SandboxPerson = Pick<TestIdentity, 'givenName' | 'familyName' | 'cpr' | 'address'> & { birthDate: string };

/** The account id is the person itself (encoded): the sandbox keeps no accounts of its own. */
export const accountIdOf = (person: SandboxPerson) => Buffer.from(JSON.stringify(person)).toString('base64url');
const personOf = (accountId: string) =>
  JSON.parse(Buffer.from(accountId, 'base64url').toString('utf8')) as SandboxPerson;

/**
 * The claims a MitID broker gives (Criipto's names for the CPR number), all of them in the ID token; the name and
 * birth date come with `openid`, as in Criipto's MitID tokens.
 */
const claimsConfig = {
  openid: ['sub', 'name', 'given_name', 'family_name', 'birthdate'],
  address: ['address'],
  ssn: ['cprNumberIdentifier'],
};

/** One signing key per process: the sandbox's tokens live minutes, nobody keeps them across a restart. */
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const ttl = { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 600, Grant: 600 };

async function renderError(ctx: KoaContextWithOIDC, out: { error?: string }) {
  ctx.type = 'html';
  ctx.body = String(
    await htmlDocument({
      title: signUpTexts.sandboxMitid.title,
      body: html`<main>
        <p role="note">${signUpTexts.sandboxMitid.notice}</p>
        <h1>${signUpTexts.sandboxMitid.title}</h1>
        <p>${signUpTexts.sandboxMitid.expired}</p>
        <p><code>${out.error ?? ''}</code></p>
      </main>`,
    }),
  );
}

/** Any site's MitID callback: the sandbox serves whichever site runs beside it (a test run starts many). */
const isSiteCallback = (value: string) => {
  try {
    const url = new URL(value);
    return /^https?:$/u.test(url.protocol) && url.pathname === MITID_CALLBACK_PATH && !url.search && !url.hash;
  } catch {
    return false;
  }
};

/**
 * A real OpenID provider (oidc-provider) standing in for a MitID broker: discovery, authorization code with PKCE
 * (S256, required), signed ID tokens with the person's claims. Its login step is the sandbox page
 * (`interactions.url`), not MitID. `issuer`: this process's origin as the browser and the site reach it; `client`:
 * the site's login, the published one unless a broker contract's own is given.
 */
export function createSandboxProvider(
  issuer: string,
  client: { id: string; secret: string } = { id: SANDBOX_CLIENT_ID, secret: SANDBOX_CLIENT_SECRET },
): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [`http://127.0.0.1${MITID_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: SandboxMemoryStore,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: claimsConfig,
    scopes: ['openid', 'address', 'ssn'],
    // A broker puts the person's claims in the ID token; the site reads them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const person = personOf(id);
        return {
          sub: id,
          name: `${person.givenName} ${person.familyName}`,
          given_name: person.givenName,
          family_name: person.familyName,
          birthdate: person.birthDate,
          cprNumberIdentifier: person.cpr.replace('-', ''),
          address: {
            street_address: person.address.street,
            postal_code: person.address.postalCode,
            locality: person.address.city,
            country: 'DK',
          },
        };
      },
    }),
    // The site is the sandbox's only client and always gets every scope it asks for: no consent step.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(MITID_SCOPE);
      await grant.save();
      return grant;
    },
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl,
    renderError,
  };
  const provider = new Provider(issuer, configuration);
  provider.Client.prototype.redirectUriAllowed = isSiteCallback;
  // Behind a TLS-terminating proxy the request arrives as http; the forwarded headers say what the browser used.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => process.stderr.write(`sandbox MitID error: ${String(error)}\n`));
  return provider;
}

import * as oidc from 'openid-client';
import { z } from 'zod';
import type { IdentitySettings } from './mitid-settings.ts';
import { parseCpr, type Cpr } from './cpr.ts';
import { MITID_CALLBACK_PATH, MITID_SCOPE, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './sandbox-mitid/client.ts';

export { MITID_CALLBACK_PATH };

/** Who MitID says the person is: the CPR number (parsed, with its birth date), the name and the address. */
export interface MitidIdentity {
  cpr: Cpr;
  givenName: string;
  familyName: string;
  address: { street: string; postalCode: string; city: string } | null;
}

/** What the browser's round trip through the broker must bring back: kept in a signed cookie until then. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why the broker's answer was not an identity (the browser is sent to a Danish refusal page). */
export class MitidError extends Error {
  readonly cancelled: boolean;
  constructor(message: string, options: { cancelled?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.cancelled = options.cancelled ?? false;
  }
}

/**
 * The seam to MitID: an OpenID Connect broker (Criipto, Signicat), reached with openid-client: discovery, the
 * authorization code flow with PKCE (S256), state and nonce, and the ID token's signature, issuer, audience,
 * expiry and nonce checked. The sandbox is the same client against the sandbox broker, a process of its own.
 */
export interface IdentityBroker {
  readonly kind: 'sandbox' | 'oidc';
  /** Where to send the browser, with checks made now. `origin`: the site's as the browser sees it. */
  begin(origin: string): Promise<{ url: URL; checks: AuthorizationChecks }>;
  /** The identity in the broker's answer at `callbackUrl`, or a MitidError. */
  finish(origin: string, callbackUrl: URL, checks: AuthorizationChecks): Promise<MitidIdentity>;
}

/** The claims of an ID token from a MitID broker (Criipto's names; the address is OpenID's standard claim). */
const claimsSchema = z.object({
  cprNumberIdentifier: z.string(),
  given_name: z.string().min(1).max(100),
  family_name: z.string().min(1).max(100),
  address: z
    .object({ street_address: z.string().max(200), postal_code: z.string().max(20), locality: z.string().max(100) })
    .optional(),
});

export function identityFromClaims(claims: unknown): MitidIdentity {
  const parsed = claimsSchema.safeParse(claims);
  const cpr = parsed.success ? parseCpr(parsed.data.cprNumberIdentifier) : null;
  if (!parsed.success || !cpr) throw new MitidError('the ID token lacks a CPR number or a name');
  const { given_name, family_name, address } = parsed.data;
  return {
    cpr,
    givenName: given_name,
    familyName: family_name,
    address: address
      ? { street: address.street_address, postalCode: address.postal_code, city: address.locality }
      : null,
  };
}

interface BrokerOptions {
  /** Replaces the HTTP client (tests tamper with the broker's answers through it). */
  fetch?: oidc.CustomFetch;
}

const onThisMachine = (issuer: string) => {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};

export function createIdentityBroker(settings: IdentitySettings, options: BrokerOptions = {}): IdentityBroker {
  const sandbox = settings.kind === 'sandbox';
  if (sandbox && !settings.issuer)
    throw new Error('the sandbox MitID runs beside the site (startServer starts it): no issuer');
  const { issuer, clientId, secret } = sandbox
    ? { issuer: settings.issuer!, clientId: SANDBOX_CLIENT_ID, secret: SANDBOX_CLIENT_SECRET }
    : { issuer: settings.issuer, clientId: settings.clientId, secret: settings.clientSecret };
  // Discovery once; a failed one is asked again next time.
  let discovered: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    if (!discovered) {
      discovered = oidc.discovery(new URL(issuer), clientId, secret, undefined, {
        execute: [
          // The ID token's signature is checked against the broker's published keys too, not only trusted
          // because it came over the token endpoint's connection.
          oidc.enableNonRepudiationChecks,
          // Plain http only to this machine itself (a sandbox broker beside the site); a real broker is https.
          ...(onThisMachine(issuer) ? [oidc.allowInsecureRequests] : []),
        ],
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      });
      discovered.catch(() => (discovered = undefined));
    }
    return discovered;
  };

  return {
    kind: settings.kind,
    async begin(origin) {
      const configuration = await discover();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: `${origin}${MITID_CALLBACK_PATH}`,
        scope: MITID_SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        // Every sign-up and login proves the person again; a broker's earlier session is not enough.
        prompt: 'login',
      });
      return { url, checks };
    },
    async finish(origin, callbackUrl, checks) {
      const error = callbackUrl.searchParams.get('error');
      if (error) throw new MitidError(`the broker answered ${error}`, { cancelled: error === 'access_denied' });
      const configuration = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        return identityFromClaims(tokens.claims());
      } catch (cause) {
        if (cause instanceof MitidError) throw cause;
        throw new MitidError('the broker’s answer did not pass the checks', { cause });
      }
    },
  };
}

import {
  authRedirectSchema,
  csrfResponseSchema,
  environmentSchema,
  registryResponseSchema,
  sessionErrorCodeSchema,
  sessionErrorSignsOut,
  sessionResponseSchema,
} from '@casino/api-client';
import { authLogRequestSchema, credentialsSchema, providersResponseSchema } from '@casino/api-client/sign-in';

const session = {
  user: { id: 'u-1', name: 'Mette Hansen', email: 'mette@example.dk' },
  expires: '2026-12-22T09:00:00.000Z',
  loggedInAt: '2026-11-22T09:00:00.000Z',
};

// Spec section 7 "Authentication": session data may carry error and error_description.
describe('session', () => {
  it('reads a signed-in session, with a refresh error when there is one', () => {
    expect(sessionResponseSchema.parse(session)).toEqual(session);
    const failing = { ...session, error: 'RefreshTokenError', error_description: 'upstream timeout' };
    expect(sessionResponseSchema.parse(failing)).toEqual(failing);
  });

  it('reads both shapes of signed out (null and {}) as null', () => {
    expect(sessionResponseSchema.parse(null)).toBeNull();
    expect(sessionResponseSchema.parse({})).toBeNull();
  });

  it('refuses a session without a user id or login time', () => {
    expect(sessionResponseSchema.safeParse({ ...session, user: { name: 'x', email: 'x@y.dk' } }).success).toBe(false);
    expect(sessionResponseSchema.safeParse({ user: session.user, expires: session.expires }).success).toBe(false);
  });

  // Spec section 4 "Session errors".
  it('signs out on INVALID_REFRESH_TOKEN, RefreshTokenMissing and invalid_grant but not on RefreshTokenError', () => {
    const outcome = Object.fromEntries(
      sessionErrorCodeSchema.options.map((code) => [code, sessionErrorSignsOut(code)]),
    );
    expect(outcome).toEqual({
      INVALID_REFRESH_TOKEN: true,
      RefreshTokenMissing: true,
      invalid_grant: true,
      RefreshTokenError: false,
    });
    expect(sessionErrorSignsOut(undefined)).toBe(false);
  });
});

describe('csrf, providers and redirects', () => {
  it('reads the csrf token and refuses an empty one', () => {
    expect(csrfResponseSchema.parse({ csrfToken: 'abc' })).toEqual({ csrfToken: 'abc' });
    expect(csrfResponseSchema.safeParse({ csrfToken: '' }).success).toBe(false);
  });

  it('reads the providers and refuses one without an id', () => {
    const providers = {
      credentials: {
        id: 'credentials',
        name: 'Credentials',
        type: 'credentials',
        signinUrl: '/api/auth/signin/credentials',
        callbackUrl: '/api/auth/callback/credentials',
      },
    };
    expect(providersResponseSchema.parse(providers)).toEqual(providers);
    expect(providersResponseSchema.safeParse({ credentials: { name: 'x' } }).success).toBe(false);
  });

  it('reads the URL Auth.js answers a form post with', () => {
    expect(authRedirectSchema.parse({ url: '/?justLoggedIn=true' })).toEqual({ url: '/?justLoggedIn=true' });
    expect(authRedirectSchema.safeParse({}).success).toBe(false);
  });
});

describe('login form', () => {
  it("normalises the email and keeps only the credentials of Auth.js's form", () => {
    expect(credentialsSchema.parse({ email: ' Mette@Example.dk', password: 'hemmelig', csrfToken: 't' })).toEqual({
      email: 'mette@example.dk',
      password: 'hemmelig',
    });
  });

  it('refuses a malformed email or an empty password, in Danish', () => {
    const messages = credentialsSchema.safeParse({ email: 'mette', password: '' }).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Indtast en gyldig e-mailadresse', 'Adgangskode er påkrævet']);
  });

  it('refuses an e-mail address longer than 254 characters (each sign-in attempt is stored)', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(185)}.dk`;
    expect(long).toHaveLength(253);
    expect(credentialsSchema.safeParse({ email: long, password: 'x' }).success).toBe(true);
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(187)}.dk`;
    expect(credentialsSchema.safeParse({ email: tooLong, password: 'x' }).error?.issues[0]?.message).toBe(
      'Indtast en gyldig e-mailadresse',
    );
  });
});

describe('client auth log', () => {
  it('takes a level and a code, and refuses unknown fields or levels', () => {
    const entry = { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'session fetch failed' };
    expect(authLogRequestSchema.parse(entry)).toEqual(entry);
    expect(authLogRequestSchema.safeParse({ ...entry, level: 'fatal' }).success).toBe(false);
    expect(authLogRequestSchema.safeParse({ ...entry, user: 'u-1' }).success).toBe(false);
  });
});

// ARCHITECTURE.md rule 4: the remote registry.
describe('remote registry', () => {
  it('reads a registry and refuses a manifest on another origin', () => {
    const registry = {
      environment: 'staging',
      remotes: { games: '/remotes/games/1.0.0/mf-manifest.json' },
      remoteTimeoutMs: 8000,
    };
    expect(registryResponseSchema.parse(registry)).toEqual(registry);
    expect(
      registryResponseSchema.safeParse({ ...registry, remotes: { games: 'https://evil.example/mf-manifest.json' } })
        .success,
    ).toBe(false);
    expect(environmentSchema.safeParse('qa').success).toBe(false);
  });
});

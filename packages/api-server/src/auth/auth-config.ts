import type { AuthConfig } from '@auth/core';
import type { JWT } from '@auth/core/jwt';
import Credentials from '@auth/core/providers/credentials';
import type { Session } from '@auth/core/types';
import { paths } from '@casino/platform/paths';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import { sessionErrors, type SessionErrorCode } from '../messages.ts';
import type { LoginCheck } from './login-checks.ts';
import { authorizePlayer, type SignedInPlayer } from './sign-in.ts';
import { SESSION_LIFETIME_SECONDS, checkSession, revokeSession } from './sessions.ts';

export const authBasePath = '/api/auth';

/** What our session JWT carries besides Auth.js's defaults (sub, name, email). */
interface CasinoToken extends JWT {
  sid?: string;
  loggedInAt?: string;
  error?: SessionErrorCode;
}

/**
 * Re-checks the session row behind a token on every read. Revoked (sign-out, lock, deletion) -> null: Auth.js
 * clears the cookie and the session reads as signed out. The other failures keep the user in the payload and
 * add `error` / `error_description`, which the site acts on (spec section 4 "Session errors").
 */
async function refreshToken(db: Database, token: CasinoToken): Promise<CasinoToken | null> {
  const withError = (error: SessionErrorCode): CasinoToken => ({ ...token, error });
  if (!token.sid) return withError('RefreshTokenMissing');
  try {
    const check = await checkSession(db, token.sid);
    if (check.status === 'revoked') return null;
    if (check.status === 'unknown') return withError('INVALID_REFRESH_TOKEN');
    if (check.status === 'expired') return withError('invalid_grant');
    // Name and e-mail as they are now (the player may have changed them since signing in).
    const fresh: CasinoToken = { ...token, name: check.name, email: check.email };
    delete fresh.error;
    return fresh;
  } catch (error) {
    // The database is unreachable: keep the player signed in and let the site warn (RefreshTokenError).
    logger.warn({ err: error, sid: token.sid }, 'session refresh failed');
    return withError('RefreshTokenError');
  }
}

/** Auth.js for one request, its cookies Secure where the site's origin wants them (request-origin.ts). */
export function authConfig(
  db: Database,
  check: LoginCheck,
  secret: string,
  { secureCookies }: { secureCookies: boolean },
): AuthConfig {
  return {
    basePath: authBasePath,
    secret,
    // Auth.js may read the host: the request it sees is rebuilt on PUBLIC_ORIGIN (routes.ts `forAuthJs`).
    trustHost: true,
    useSecureCookies: secureCookies,
    // JWT sessions that name a row in `sessions`, so the server can still end them.
    session: { strategy: 'jwt', maxAge: SESSION_LIFETIME_SECONDS },
    // Failed sign-ins go back to the site's login page with ?error=CredentialsSignin&code=...
    // Auth.js's own (English) pages are replaced by the site's login and logout routes.
    pages: { signIn: paths.login, signOut: paths.logout },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'E-mail og adgangskode',
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Adgangskode', type: 'password' },
        },
        authorize: async (credentials, req) => authorizePlayer(db, check, credentials, req),
      }),
    ],
    callbacks: {
      jwt: async ({ token, user }) => {
        if (user) {
          const player = user as SignedInPlayer;
          return { ...token, sub: player.id, sid: player.sid, loggedInAt: player.loggedInAt };
        }
        return refreshToken(db, token as CasinoToken);
      },
      session: async ({ session, token }) => {
        const t = token as CasinoToken;
        const payload: Record<string, unknown> = {
          user: { id: t.sub, name: t.name ?? '', email: t.email ?? '' },
          expires: session.expires,
          // A token from before loggedInAt existed falls back to when it was issued.
          loggedInAt: t.loggedInAt ?? new Date((t.iat ?? Date.now() / 1000) * 1000).toISOString(),
        };
        if (t.error) Object.assign(payload, { error: t.error, error_description: sessionErrors[t.error] });
        return payload as unknown as Session;
      },
      // Auth.js's own redirect callback throws on a callbackUrl that is no URL (`?callbackUrl=%20`), a 500:
      // the same rule (our paths and origin only, else the front page) without throwing.
      redirect: ({ url, baseUrl }) => sameOriginRedirect(url, baseUrl),
    },
    events: {
      signOut: async (message) => {
        const sid = 'token' in message ? (message.token as CasinoToken | null)?.sid : undefined;
        if (sid) await revokeSession(db, sid, 'signout');
      },
    },
    logger: {
      error: (error) => logger.warn({ err: error, type: (error as { type?: string }).type }, 'auth error'),
      warn: (code) => logger.warn({ code }, 'auth warning'),
      debug: () => {},
    },
  };
}

/** A same-origin path or URL as an absolute URL on `baseUrl`; anything else (another origin, no URL) is `baseUrl`. */
function sameOriginRedirect(url: string, baseUrl: string): string {
  if (url.startsWith('/')) return `${baseUrl}${url}`;
  return URL.canParse(url) && new URL(url).origin === baseUrl ? url : baseUrl;
}

import { Auth } from '@auth/core';
import { authLogRequestSchema } from '@casino/api-client/sign-in';
import { Hono, type Context } from 'hono';
import { csrf as originCheck } from 'hono/csrf';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson } from '../http/validate.ts';
import { logger } from '../logger.ts';
import { authErrors, messages, signInRefusals } from '../messages.ts';
import { authConfig } from './auth-config.ts';
import { siteLoginCheck, type LoginCheckDeps } from './login-checks.ts';
import { dropBadCallbackUrls } from './callback-url.ts';
import { errorPage } from './error-page.ts';
import { isSiteOrigin, publicOrigin, wantsSecureCookies } from './request-origin.ts';
import { clientIp } from '../http/client-ip.ts';
import { withoutHostClaims } from '../http/trust-boundary.ts';
import { clientIpHeader } from './sign-in.ts';
import { described } from '../http/openapi.ts';

/**
 * Auth.js's own request: addressed to the site's configured origin, whatever Host or forwarded headers came
 * (Auth.js builds its redirects and cookie names from them), with the client IP added by us (any copy sent by
 * the client is replaced) and without a callbackUrl Auth.js would answer with a 500.
 */
function forAuthJs(c: Context): Request {
  const raw = c.req.raw;
  const origin = publicOrigin(c);
  const headers = withoutHostClaims(raw.headers);
  headers.set('host', origin.host);
  headers.set(clientIpHeader, clientIp(c));
  const requested = new URL(raw.url);
  const url = new URL(`${requested.pathname}${requested.search}`, origin);
  dropBadCallbackUrls(url, headers);
  // Node's fetch needs `duplex` to pass a request body on; the DOM's RequestInit type does not know it.
  return new Request(url, { method: raw.method, headers, body: raw.body, duplex: 'half' } as RequestInit);
}

/** The text of `key` in a table, own keys only: `?error=constructor` or `__proto__` finds nothing. */
function textOf(table: Record<string, string>, key: string | null | undefined): string | undefined {
  return key != null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Auth.js answers a failed JSON sign-in (X-Auth-Return-Redirect) with 200 and `{ url: ...?error=... }`. We keep
 * that (Auth.js clients read the error from the url) and add `code` and the reason in Danish as `message`, so
 * the login form can show it without a lookup table.
 */
async function withDanishError(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json()) as { url?: unknown } | null;
  if (!body || typeof body.url !== 'string') return response;
  const params = new URL(body.url, 'http://x').searchParams;
  const type = params.get('error');
  if (!type) return response;
  const code = params.get('code') ?? type;
  const message =
    textOf(signInRefusals, code) ?? textOf(authErrors, type) ?? authErrors.Default ?? messages.internalError;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ url: body.url, code, message }), { status: response.status, headers });
}

/** The Auth.js REST surface (spec section 7) at /api/auth, plus client logging and a Danish error page. */
export function authRoutes(deps: RouteDeps & LoginCheckDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Client-side auth errors and warnings (next-auth's `_log`), validated and written to our log.
  app.post(
    '/_log',
    described('Client-side Auth.js errors and warnings, written to the server log (same origin only): `{ ok: true }`'),
    originCheck({ origin: isSiteOrigin }),
    validJson(authLogRequestSchema),
    async (c) => {
      const entry = c.req.valid('json');
      const log = entry.level === 'error' ? logger.error : entry.level === 'warn' ? logger.warn : logger.debug;
      log.call(logger, { source: 'client', code: entry.code, metadata: entry.metadata }, entry.message ?? entry.code);
      return c.json({ ok: true as const });
    },
  );

  app.get(
    '/error',
    described(
      'The sign-in error page in Danish (`?error=&code=`); JSON `{ error, code }` with `Accept: application/json`',
    ),
    (c) => {
      const type = c.req.query('error') ?? 'Default';
      const code = c.req.query('code');
      const message = textOf(signInRefusals, code) ?? textOf(authErrors, type) ?? authErrors.Default!;
      if (c.req.header('accept')?.includes('application/json'))
        return c.json({ error: message, code: code ?? type }, 400);
      return c.html(errorPage(message), 400);
    },
  );

  app.on(
    ['GET', 'POST'],
    '/*',
    described(
      "Auth.js's own surface (spec section 7): `GET session`, `csrf`, `providers`; `POST callback/credentials` " +
        '(form `email`, `password`, `csrfToken`: the session cookie and `{ url }`, refused `{ url, code, message }`), ' +
        '`POST signout` (form `csrfToken`: the session row revoked); `signin`, `signout` pages redirect to the site.',
    ),
    async (c) => {
      const request = forAuthJs(c);
      const response = await Auth(
        request,
        authConfig(deps.db, siteLoginCheck(deps), deps.authSecret, {
          secureCookies: wantsSecureCookies(c),
        }),
      );
      return c.req.method === 'POST' ? withDanishError(response) : response;
    },
  );
  return app;
}

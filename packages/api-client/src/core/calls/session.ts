import { isApiError } from '../errors.ts';
import type { HttpClient, HttpResult } from '../http.ts';
import {
  authBasePath,
  authRedirectSchema,
  csrfResponseSchema,
  sessionResponseSchema,
  type Session,
} from '../schemas/session.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

/** Auth.js answers a form POST with `{ url }` instead of a redirect when this header is present. */
export const authJsonRedirectHeaders = { 'X-Auth-Return-Redirect': '1' };

/**
 * A failed authentication fetch returns null (spec section 8); the HTTP helper has already logged
 * it. The status says what happened.
 */
export async function nullOnFailure<T>(request: Promise<HttpResult<T>>): Promise<HttpResult<T | null>> {
  try {
    return await request;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { data: null, status: error.status, headers: new Headers(), cancelled: false };
  }
}

function forgetCsrfToken(client: HttpClient) {
  if ('clearCsrfToken' in client && typeof client.clearCsrfToken === 'function') client.clearCsrfToken();
}

/** GET /api/auth/session: the session, or null when signed out. */
export function getSession(options?: CallOptions): Promise<HttpResult<Session | null>> {
  return nullOnFailure(
    clientOf(options).get(`${authBasePath}/session`, sessionResponseSchema, requestOptions(options)),
  );
}

/** GET /api/auth/csrf: the token Auth.js wants in its form posts (and our x-csrf-token header). */
export async function getCsrfToken(options?: CallOptions): Promise<string | null> {
  const result = await nullOnFailure(
    clientOf(options).get(`${authBasePath}/csrf`, csrfResponseSchema, requestOptions(options)),
  );
  return result.data?.csrfToken ?? null;
}

export interface AuthRedirectResult {
  ok: boolean;
  /** Auth.js's error type from the URL, e.g. 'CredentialsSignin'. */
  error: string | null;
  /** Auth.js's error code, e.g. 'credentials' or the server's own (rate limit, ROFUS). */
  code: string | null;
  /** Where Auth.js would send the browser next. */
  url: string;
}

function toRedirectResult(url: string, client: HttpClient): AuthRedirectResult {
  const parsed = new URL(url, client.baseUrl || globalThis.location?.origin || 'http://localhost');
  const error = parsed.searchParams.get('error');
  return { ok: error === null, error, code: parsed.searchParams.get('code'), url };
}

/** A form POST to Auth.js (`action` under /api/auth) with a fresh CSRF token: where it sends the browser next. */
export async function authFormPost(
  action: string,
  form: Record<string, string>,
  options: CallOptions | undefined,
): Promise<AuthRedirectResult | null> {
  const client = clientOf(options);
  const csrfToken = await getCsrfToken(options);
  if (csrfToken === null) return { ok: false, error: 'MissingCSRF', code: null, url: '' };
  const result = await client.postForm(
    `${authBasePath}/${action}`,
    { ...form, csrfToken },
    authRedirectSchema,
    requestOptions(options, undefined, authJsonRedirectHeaders),
  );
  forgetCsrfToken(client);
  return result.cancelled ? null : toRedirectResult(result.data.url, client);
}

/** POST /api/auth/signout. */
export function signOut({
  callbackUrl = '/',
  ...options
}: CallOptions & { callbackUrl?: string } = {}): Promise<AuthRedirectResult | null> {
  return authFormPost('signout', { callbackUrl }, options);
}

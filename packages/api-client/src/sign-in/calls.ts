import { z } from 'zod/mini';
import { authBasePath, authFormPost, clientOf, nullOnFailure, requestOptions } from '@casino/api-client';
import type { AuthRedirectResult, CallOptions } from '@casino/api-client';
import { providersResponseSchema, type AuthLogRequest, type Credentials } from './schemas.ts';

/** GET /api/auth/providers. */
export function getProviders(options?: CallOptions) {
  return nullOnFailure(
    clientOf(options).get(`${authBasePath}/providers`, providersResponseSchema, requestOptions(options)),
  );
}

/**
 * POST /api/auth/callback/credentials. A wrong password is not a rejection: it resolves with
 * `ok: false` and Auth.js's error. Null when cancelled.
 */
export function signIn(
  credentials: Credentials,
  { callbackUrl = '/', ...options }: CallOptions & { callbackUrl?: string } = {},
): Promise<AuthRedirectResult | null> {
  return authFormPost('callback/credentials', { ...credentials, callbackUrl }, options);
}

/** POST /api/auth/_log: client-side authentication problems, for the server's log. */
export function logAuthEvent(entry: AuthLogRequest, options?: CallOptions) {
  return clientOf(options).post(
    `${authBasePath}/_log`,
    entry,
    z.pipe(
      z.unknown(),
      z.transform(() => undefined),
    ),
    requestOptions(options),
  );
}

import { getToken } from '@auth/core/jwt';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { messages } from '../messages.ts';
import { wantsSecureCookies } from './request-origin.ts';
import { checkSession } from './sessions.ts';
import { cachedSessionToken } from './session-token-cache.ts';

/**
 * The session JWT of a request (the Auth.js cookie, or `Authorization: Bearer <token>`), decoded and
 * verified, or null.
 */
export async function readSessionToken(c: Context, secret: string) {
  const secureCookie = wantsSecureCookies(c);
  const cookieName = secureCookie ? '__Secure-authjs.session-token' : 'authjs.session-token';
  // The secret too: servers in one process (tests) may each have their own.
  const credentials = `${secret}\n${cookieName}\n${c.req.header('authorization') ?? ''}\n${c.req.header('cookie') ?? ''}`;
  return cachedSessionToken(credentials, () =>
    getToken({
      req: c.req.raw,
      secret,
      secureCookie,
      cookieName,
      salt: cookieName,
      logger: { error: () => {} } as never,
    }),
  );
}

/**
 * Lets a request through only with a live session: the token must decode AND its session row must be neither
 * revoked nor expired. Everything else is 401 JSON.
 */
export function requireSession({ db, authSecret }: RouteDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = await readSessionToken(c, authSecret);
    const sid = typeof token?.sid === 'string' ? token.sid : undefined;
    const check = sid ? await checkSession(db, sid) : undefined;
    if (!sid || check?.status !== 'valid') return c.json({ error: messages.unauthenticated }, 401);
    c.set('player', { id: check.playerId, sessionId: sid });
    await next();
  });
}

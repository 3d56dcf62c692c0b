import { createHash, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { csrf as originCheck } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { messages } from '../messages.ts';
import { isSiteOrigin, wantsSecureCookies } from './request-origin.ts';

export const csrfHeader = 'x-csrf-token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token inside Auth.js's csrf cookie (`token|sha256(token + secret)`), if the cookie is genuine. */
function tokenFromCookie(cookieValue: string | undefined, secret: string): string | undefined {
  const [token, hash] = cookieValue?.split('|') ?? [];
  if (!token || !hash) return undefined;
  const expected = createHash('sha256').update(`${token}${secret}`).digest('hex');
  const ok = expected.length === hash.length && timingSafeEqual(Buffer.from(expected), Buffer.from(hash));
  return ok ? token : undefined;
}

const sameString = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * CSRF protection for state-changing API calls: the Origin / Sec-Fetch-Site check of Hono's csrf(), and a
 * double submit of Auth.js's csrf token (GET /api/auth/csrf) in the `x-csrf-token` header. Calls that carry
 * only a bearer token and no cookies cannot be forged by a browser and skip the double submit.
 */
export function csrfProtection(secret: string) {
  const checkOrigin = originCheck({ origin: isSiteOrigin });
  return createMiddleware(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const refuse = () => c.json({ error: messages.csrf }, 403);
    try {
      await checkOrigin(c, async () => {});
    } catch (error) {
      if (error instanceof HTTPException) return refuse();
      throw error;
    }
    const bearerOnly = !c.req.header('cookie') && /^Bearer /i.test(c.req.header('authorization') ?? '');
    if (!bearerOnly) {
      const cookieName = wantsSecureCookies(c) ? '__Host-authjs.csrf-token' : 'authjs.csrf-token';
      const expected = tokenFromCookie(getCookie(c, cookieName), secret);
      const sent = c.req.header(csrfHeader);
      if (!expected || !sent || !sameString(expected, sent)) return refuse();
    }
    await next();
  });
}

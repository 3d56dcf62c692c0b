import { encode } from '@auth/core/jwt';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { wantsSecureCookies } from './request-origin.ts';
import { SESSION_LIFETIME_SECONDS } from './sessions.ts';
import type { SignedInPlayer } from './sign-in.ts';

/**
 * Starts the session of a login Auth.js did not see (MitID, a finished sign-up): the same encrypted JWT, cookie
 * name and lifetime Auth.js's credentials sign-in writes, naming the new session row, so every later request
 * reads it through Auth.js as usual.
 */
export async function setSessionCookie(c: Context, secret: string, player: SignedInPlayer): Promise<void> {
  const secure = wantsSecureCookies(c);
  const name = secure ? '__Secure-authjs.session-token' : 'authjs.session-token';
  const value = await encode({
    token: { sub: player.id, name: player.name, email: player.email, sid: player.sid, loggedInAt: player.loggedInAt },
    secret,
    salt: name,
    maxAge: SESSION_LIFETIME_SECONDS,
  });
  setCookie(c, name, value, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge: SESSION_LIFETIME_SECONDS });
}

import { profileTexts } from '@casino/locale/profile';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { claimAttempt, clearFailures } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { badRequest } from '../http/validate.ts';

const { validation } = profileTexts.password;

/**
 * Asks for the player's password again before a change a stolen session must not make (a new password, e-mail
 * or phone number). A wrong one counts as a failed sign-in (5 per account in 15 minutes), so a session cannot
 * be used to guess it. Throws the refusal: 400 naming the field, or 429 when the attempts are used up.
 */
export async function confirmPassword(
  db: Database,
  c: Context,
  player: { email: string; passwordHash: string },
  password: string,
): Promise<void> {
  if (!(await claimAttempt(db, player.email, clientIp(c))))
    throw new HTTPException(429, { res: Response.json({ error: validation.throttled }, { status: 429 }) });
  if (!(await verifyPassword(password, player.passwordHash)))
    throw badRequest(validation.currentWrong, [
      { path: ['currentPassword'], message: validation.currentWrong, code: 'custom' },
    ]);
  await clearFailures(db, player.email);
}

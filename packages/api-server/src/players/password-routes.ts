import { passwordChangeRequestSchema, type PasswordChangeResult } from '@casino/api-client/profile';
import { profileTexts } from '@casino/locale/profile';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { claimAttempt, clearFailures } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import { players } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { badRequest, validJson } from '../http/validate.ts';
import { logger } from '../logger.ts';
import { loadPlayer } from './profile-routes.ts';
import { clientIp } from '../http/client-ip.ts';

const { validation } = profileTexts.password;

/**
 * POST password: the current password, then the new one. A wrong current password counts as a failed sign-in
 * (the same limit of 5 per account in 15 minutes), so a stolen session cannot guess it. On success every other
 * session of the player ends: whoever else was signed in is out.
 */
export function passwordRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/password', validJson(passwordChangeRequestSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { id: playerId, sessionId } = c.var.player;
    const player = await loadPlayer(db, playerId);
    const claim = await claimAttempt(db, player.email, clientIp(c));
    if (!claim) return c.json({ error: validation.throttled }, 429);
    if (!(await verifyPassword(currentPassword, player.passwordHash)))
      throw badRequest(validation.currentWrong, [
        { path: ['currentPassword'], message: validation.currentWrong, code: 'custom' },
      ]);
    await clearFailures(db, player.email);
    const passwordHash = await hashPassword(newPassword);
    const otherSessionsEnded = await db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash }).where(eq(players.id, playerId));
      return revokeOtherSessions(tx, playerId, sessionId, 'password-changed');
    });
    logger.info({ playerId, otherSessionsEnded }, 'password changed');
    return c.json({ ok: true as const, otherSessionsEnded } satisfies PasswordChangeResult);
  });
  return app;
}

import { passwordChangeRequestSchema, type PasswordChangeResult } from '@casino/api-client/profile';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson } from '../../http/validate.ts';
import { logger } from '../../logger.ts';
import { loadPlayer } from '../../players/accounts.ts';
import { changePassword } from '../profiles.ts';
import { confirmPassword } from '../confirm-password.ts';
import { described } from '../../http/openapi.ts';

/**
 * POST password: the current password (confirmPassword), then the new one. On success every other session of
 * the player ends: whoever else was signed in is out.
 */
export function passwordRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(
    '/password',
    described(
      'Changes the password (`passwordChangeRequestSchema`, 10-128 characters, letters and digits): `{ ok: true, otherSessionsEnded }`, every other session of the player revoked; a wrong current password is a 400',
    ),
    validJson(passwordChangeRequestSchema),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const { id: playerId, sessionId } = c.var.player;
      const player = await loadPlayer(db, playerId);
      await confirmPassword(db, c, player, currentPassword);
      const otherSessionsEnded = await changePassword(db, playerId, sessionId, newPassword);
      logger.info({ playerId, otherSessionsEnded }, 'password changed');
      return c.json({ ok: true as const, otherSessionsEnded } satisfies PasswordChangeResult);
    },
  );
  return app;
}

import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@casino/api-client/requests/sign-up';
import { signUpTexts } from '@casino/locale/sign-up';
import { paths } from '@casino/platform/paths';
import { Hono } from 'hono';
import { activeAccountByEmail, setPasswordHash } from '../players/accounts.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson } from '../http/validate.ts';
import { logger } from '../logger.ts';
import { clientIp } from '../http/client-ip.ts';
import { spendMailBudget } from '../mail/mail-budget.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queueMail } from '../mail/outbox.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { clearFailures } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { publicOrigin } from './request-origin.ts';
import { revokeAllSessions } from './sessions.ts';

const t = signUpTexts.passwordReset;

/**
 * The password reset (/api/account/password-reset): POST asks for a link by mail (the same answer whether the
 * address has an account or not, so it tells nobody which addresses do); POST confirm takes the link's token
 * once, before it expires, sets the new password and ends every session of the player.
 */
export function passwordResetRoutes({
  db,
  providers,
  authSecret,
}: RouteDeps & { providers: { mail: Mailer } }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/', validJson(passwordResetRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    const player = await activeAccountByEmail(db, email);
    if (player) {
      const origin = publicOrigin(c).origin;
      await db.transaction(async (tx) => {
        // Over the hour's mail budget the answer stays the same: it must not tell that the address has an account.
        if (!(await spendMailBudget(tx, { to: email, ip: clientIp(c), secret: authSecret }))) return;
        const token = await issueAccountToken(tx, { playerId: player.id, purpose: 'reset-password', email });
        const link = `${origin}${paths.resetPassword}?token=${token}`;
        await queueMail(tx, {
          playerId: player.id,
          to: email,
          subject: t.subject,
          text: t.body(player.firstName, link),
          actionUrl: link,
        });
      });
      await providers.mail.deliverPending();
    }
    return c.json({ ok: true as const });
  });

  app.post('/confirm', validJson(passwordResetConfirmSchema), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const passwordHash = await hashPassword(newPassword);
    const ended = await db.transaction(async (tx) => {
      const used = await consumeAccountToken(tx, 'reset-password', token);
      if (!used) return null;
      await setPasswordHash(tx, used.playerId, passwordHash);
      await clearFailures(tx, used.email);
      return { playerId: used.playerId, sessions: await revokeAllSessions(tx, used.playerId, 'password-reset') };
    });
    if (!ended) return c.json({ error: t.invalid, code: 'LINK_INVALID' }, 400);
    logger.info({ playerId: ended.playerId, sessionsEnded: ended.sessions }, 'password reset');
    return c.json({ ok: true as const });
  });
  return app;
}

import { verifyEmailRequestSchema } from '@casino/api-client/requests/sign-up';
import { signUpTexts } from '@casino/locale/sign-up';
import { paths } from '@casino/platform/paths';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DbExecutor } from '../db/client.ts';
import { players } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson } from '../http/validate.ts';
import { queueMail } from '../mail/outbox.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';

const t = signUpTexts.verifyEmail;

/** Queues the mail with a one-time link that confirms the player's address, in the caller's transaction. */
export async function sendVerificationMail(
  tx: DbExecutor,
  player: { id: number; email: string; firstName: string },
  origin: string,
): Promise<void> {
  const token = await issueAccountToken(tx, { playerId: player.id, purpose: 'verify-email', email: player.email });
  const link = `${origin}${paths.verifyEmail}?token=${token}`;
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    subject: t.subject,
    text: t.body(player.firstName, link),
    actionUrl: link,
  });
}

/**
 * POST /api/account/verify-email: the link's token, once, before it expires; it confirms the address it was
 * sent to, and only while that is still the player's address.
 */
export function emailVerificationRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', validJson(verifyEmailRequestSchema), async (c) => {
    const { token } = c.req.valid('json');
    const used = await consumeAccountToken(db, 'verify-email', token);
    const confirmed =
      used &&
      (await db
        .update(players)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(players.id, used.playerId), eq(players.email, used.email)))
        .returning({ id: players.id }));
    if (!confirmed?.length) return c.json({ error: t.invalid, code: 'LINK_INVALID' }, 400);
    return c.json({ ok: true as const });
  });
  return app;
}

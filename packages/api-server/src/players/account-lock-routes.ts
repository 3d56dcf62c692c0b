import {
  cooldownRequestSchema,
  deleteProfileRequestSchema,
  lockRequestSchema,
  type DeleteRequestResult,
  type LockResult,
} from '@casino/api-client/profile';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import { formatDateTime } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { paths } from '@casino/platform/paths';
import { publicOrigin } from '../auth/request-origin.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { deletionTokens, players } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { badRequest, validJson } from '../http/validate.ts';
import { logger } from '../logger.ts';
import { messages } from '../messages.ts';
import { queueMail } from '../mail/outbox.ts';
import { payOutAfterLock, queueLockPayout } from '../payments/lock-payouts.ts';
import { lockAccount } from './account-locks.ts';
import { loadPlayer } from './profile-routes.ts';
import { described } from '../http/openapi.ts';

const deleteTexts = profileTexts.delete;

const hour = 3_600_000;
export const COOLDOWN_HOURS = 24;
const DELETION_TOKEN_TTL = hour;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** POST cooldown, lock, delete and deleteProfile: the player's own pause, exclusion and deletion. */
export function accountLockRoutes({ db, providers }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // 24-hour pause (lock period "day"): no play and no deposits until it ends; the player stays signed in.
  app.post(
    '/cooldown',
    described("The 24-hour pause: `{ period: 'day', lockedUntil }`, no play or deposits; the player stays signed in"),
    validJson(cooldownRequestSchema),
    async (c) => {
      const until = new Date(Date.now() + COOLDOWN_HOURS * hour);
      await db.update(players).set({ cooldownUntil: until }).where(eq(players.id, c.var.player.id));
      logger.info({ playerId: c.var.player.id, until }, 'cooldown started');
      return c.json({ period: 'day', lockedUntil: until.toISOString(), payout: null } satisfies LockResult);
    },
  );

  // "month": excluded for 30 days; "forever": the account is closed. Either way every session ends now and no
  // marketing goes out (Danish rules forbid marketing to excluded players).
  app.post(
    '/lock',
    described(
      'Locks the account for a month or for ever (`{ period, acceptedNewsletters }`): `{ period, lockedUntil }` (forever: `null`, account closed, reopened after 365 days at the earliest); marketing consent off; all sessions revoked',
    ),
    validJson(lockRequestSchema),
    async (c) => {
      const { period } = c.req.valid('json');
      const playerId = c.var.player.id;
      const { lockedUntil, lockPayoutId } = await lockAccount(db, playerId, period);
      logger.info({ playerId, period }, 'account locked');
      const payout = await payOutAfterLock(db, providers.mail, lockPayoutId);
      return c.json({ period, lockedUntil: lockedUntil?.toISOString() ?? null, payout } satisfies LockResult);
    },
  );

  // Step one of deleting a profile: a one-time link by e-mail (the sandbox's mailbox shows it), so deleting always
  // takes the account's mailbox as well as its session. Only the token's hash is kept.
  app.post(
    '/delete',
    described(
      'Asks for deletion: `{ sentTo, expiresAt, outboxUrl }`; a one-time link to `/profile/confirm-delete?token=` is mailed (1 hour, stored hashed, single use)',
    ),
    validJson(cooldownRequestSchema),
    async (c) => {
      const player = await loadPlayer(db, c.var.player.id);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + DELETION_TOKEN_TTL);
      const link = new URL(paths.confirmDelete, publicOrigin(c));
      link.searchParams.set('token', token);
      await db.transaction(async (tx) => {
        await tx.insert(deletionTokens).values({ playerId: player.id, tokenHash: sha256(token), expiresAt });
        await queueMail(tx, {
          playerId: player.id,
          to: player.email,
          subject: deleteTexts.mail.subject,
          text: deleteTexts.mail.body(player.firstName, link.href, formatDateTime(expiresAt)),
          actionUrl: link.href,
        });
      });
      await providers.mail.deliverPending();
      logger.info({ playerId: player.id }, 'profile deletion requested');
      return c.json({
        sentTo: player.email,
        expiresAt: expiresAt.toISOString(),
        outboxUrl: providers.mail.mailboxOf(player.email),
      } satisfies DeleteRequestResult);
    },
  );

  // Step two: the token closes the profile for good and ends every session.
  app.post(
    '/deleteProfile',
    described(
      'Confirms the deletion with the mailed token: `{ ok: true }`, the profile deleted and all sessions revoked; a bad, expired or used token is a 400',
    ),
    validJson(deleteProfileRequestSchema),
    async (c) => {
      const { token } = c.req.valid('json');
      const playerId = c.var.player.id;
      const lockPayoutId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(deletionTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(deletionTokens.tokenHash, sha256(token)),
              eq(deletionTokens.playerId, playerId),
              isNull(deletionTokens.usedAt),
              gt(deletionTokens.expiresAt, new Date()),
            ),
          )
          .returning({ id: deletionTokens.id });
        if (!used)
          throw badRequest(messages.deletionTokenInvalid, [
            { path: ['token'], message: messages.deletionTokenInvalid, code: 'custom' },
          ]);
        await tx
          .update(players)
          .set({ status: 'deleted', deletedAt: new Date(), acceptedNewsletters: false, hasAcceptedSms: false })
          .where(eq(players.id, playerId));
        await revokeAllSessions(tx, playerId, 'deleted');
        return queueLockPayout(tx, playerId, 'deletion');
      });
      logger.info({ playerId }, 'profile deleted');
      const payout = await payOutAfterLock(db, providers.mail, lockPayoutId);
      return c.json({ ok: true as const, payout });
    },
  );
  return app;
}

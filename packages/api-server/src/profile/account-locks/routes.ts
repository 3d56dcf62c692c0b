import {
  cooldownRequestSchema,
  deleteProfileRequestSchema,
  lockRequestSchema,
  type DeleteRequestResult,
  type LockResult,
} from '@casino/api-client/profile';
import { Hono } from 'hono';
import { paths } from '@casino/platform/paths';
import { publicOrigin } from '../../auth/request-origin.ts';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { badRequest, validJson } from '../../http/validate.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { messages } from '../../messages.ts';
import { payOutAfterLock } from '../../payments/lock-payouts.ts';
import { lockAccount, startCooldown } from '../account-locks.ts';
import { deleteProfile, newDeletionToken, requestDeletion } from '../deletion.ts';
import { loadPlayer } from '../../players/accounts.ts';
import { described } from '../../http/openapi.ts';

/** POST cooldown, lock, delete and deleteProfile: the player's own pause, exclusion and deletion. */
export function accountLockRoutes({ db, providers }: RouteDeps & { providers: { mail: Mailer } }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // 24-hour pause (lock period "day"): no play and no deposits until it ends; the player stays signed in.
  app.post(
    '/cooldown',
    described("The 24-hour pause: `{ period: 'day', lockedUntil }`, no play or deposits; the player stays signed in"),
    validJson(cooldownRequestSchema),
    async (c) => {
      const until = await startCooldown(db, c.var.player.id);
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
      const { token, expiresAt } = newDeletionToken();
      const link = new URL(paths.confirmDelete, publicOrigin(c));
      link.searchParams.set('token', token);
      await requestDeletion(db, player, { token, expiresAt, link: link.href });
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
      const lockPayoutId = await deleteProfile(db, playerId, token);
      if (lockPayoutId === null)
        throw badRequest(messages.deletionTokenInvalid, [
          { path: ['token'], message: messages.deletionTokenInvalid, code: 'custom' },
        ]);
      logger.info({ playerId }, 'profile deleted');
      const payout = await payOutAfterLock(db, providers.mail, lockPayoutId);
      return c.json({ ok: true as const, payout });
    },
  );
  return app;
}

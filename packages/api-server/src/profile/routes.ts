import { type Profile } from '@casino/api-client';
import { profileUpdateSchema } from '@casino/api-client/requests/profile';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { profileTexts } from '@casino/locale/profile';
import { publicOrigin } from '../auth/request-origin.ts';
import { clientIp } from '../http/client-ip.ts';
import { badRequest, validJson } from '../http/validate.ts';
import { messages } from '../messages.ts';
import { confirmPassword } from './confirm-password.ts';
import { isEmailTaken, loadPlayer, type PlayerRow } from '../players/accounts.ts';
import { saveProfile } from './profiles.ts';
import { described } from '../http/openapi.ts';

const { settings } = profileTexts;
const passwordIssue = [{ path: ['currentPassword'], message: settings.passwordRequired, code: 'custom' }];

/** Spec section 3 "Profile". lastLogin is the login before this one (the welcome-back toast shows it). */
export function toProfile(p: PlayerRow): Profile {
  return {
    customerNo: p.customerNo,
    name: `${p.firstName} ${p.lastName}`,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phoneNumber: p.phoneNumber,
    lastLogin: p.previousLoginAt?.toISOString() ?? null,
    acceptedNewsletters: p.acceptedNewsletters,
    hasAcceptedSms: p.hasAcceptedSms,
    spendingLevel: p.spendingLevelId ? { id: p.spendingLevelId as NonNullable<Profile['spendingLevel']>['id'] } : null,
  };
}

/**
 * GET show, POST update. A new e-mail or phone number needs the password again (a session alone is not
 * enough), and a new e-mail is confirmed by a mailed link.
 */
export function showUpdateRoutes({ db, authSecret }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/show', described("The signed-in player's profile (`profileSchema`)"), async (c) =>
    c.json(toProfile(await loadPlayer(db, c.var.player.id))),
  );

  app.post(
    '/update',
    described(
      'Updates the profile (`profileUpdateSchema`); a new e-mail or phone number needs the password, a new e-mail is confirmed by a mailed link; removing the phone withdraws SMS consent; 409 if the e-mail is taken',
    ),
    validJson(profileUpdateSchema),
    async (c) => {
      const update = c.req.valid('json');
      const player = await loadPlayer(db, c.var.player.id);
      const phoneNumber = update.phoneNumber === undefined ? player.phoneNumber : update.phoneNumber;
      // SMS consent needs a number to send to; removing the number withdraws it.
      if (update.hasAcceptedSms === true && !phoneNumber)
        throw badRequest(settings.smsNeedsPhone, [
          { path: ['phoneNumber'], message: settings.smsNeedsPhone, code: 'custom' },
        ]);
      // The name is the one MitID gave at sign-up (DOMAIN.md): the form may send it back, never another one.
      const renamed = (['firstName', 'lastName'] as const).filter(
        (field) => update[field] !== undefined && update[field] !== player[field],
      );
      if (renamed.length)
        return c.json(
          {
            error: messages.nameFromMitid,
            issues: renamed.map((field) => ({ path: [field], message: messages.nameFromMitid, code: 'custom' })),
          },
          400,
        );
      const newEmail = update.email !== undefined && update.email !== player.email ? update.email : null;
      if (newEmail || phoneNumber !== player.phoneNumber) {
        if (!update.currentPassword) throw badRequest(settings.passwordRequired, passwordIssue);
        await confirmPassword(db, c, player, update.currentPassword);
      }
      if (newEmail) {
        if (await isEmailTaken(db, newEmail, player.id))
          return c.json(
            { error: messages.emailTaken, issues: [{ path: ['email'], message: messages.emailTaken, code: 'custom' }] },
            409,
          );
      }
      const updated = await saveProfile(
        db,
        player,
        {
          email: update.email,
          phoneNumber,
          acceptedNewsletters: update.acceptedNewsletters,
          hasAcceptedSms: update.hasAcceptedSms,
          spendingLevelId: update.spendingLevel?.id,
        },
        { ip: clientIp(c), secret: authSecret, origin: publicOrigin(c).origin },
      );
      if (!updated) return c.json({ error: messages.tooManyMails, code: 'TOO_MANY_MAILS' }, 429);
      return c.json(toProfile(updated));
    },
  );
  return app;
}

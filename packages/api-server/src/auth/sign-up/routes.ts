import { signUpRequestSchema } from '@casino/api-client/requests/sign-up';
import type { SignUpPerson } from '@casino/api-client/sign-up';
import { signUpTexts } from '@casino/locale/sign-up';
import { paths } from '@casino/platform/paths';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson } from '../../http/validate.ts';
import { logger } from '../../logger.ts';
import { messages, signInRefusals } from '../../messages.ts';
import { clientIp } from '../../http/client-ip.ts';
import { accountTakenBy } from '../../players/accounts.ts';
import type { SelfExclusionRegister } from '../../players/self-exclusion-register.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CprVault } from '../../players/cpr-vault.ts';
import { createAccount } from '../mitid-accounts.ts';
import { hashPassword } from '../password.ts';
import { publicOrigin } from '../request-origin.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { askRofus } from '../login-checks.ts';
import { openLogin } from '../sign-in.ts';
import { forgetSignUpPerson, signUpPersonOf } from '../signup-cookie.ts';
import { described } from '../../http/openapi.ts';

/** What the sign-up asks beyond every route's needs: ROFUS once more, the CPR vault, the mailer. */
export interface SignUpDeps extends RouteDeps {
  providers: { selfExclusion: SelfExclusionRegister; mail: Mailer };
  cprVault: CprVault;
}

/**
 * The account after MitID (/api/account/signup): GET shows who MitID said the person is, POST makes the account
 * from it and the player's e-mail, phone, password and choices, logs the player in and mails the e-mail check.
 * Name, birth date, address and CPR number come only from MitID (the signed cookie), never from the request.
 */
export function signUpRoutes(deps: SignUpDeps): Hono<AppEnv> {
  const { db, authSecret, cprVault, providers } = deps;
  const app = new Hono<AppEnv>();
  const expired = { error: signUpTexts.details.expired, code: 'SIGNUP_EXPIRED' };

  app.get(
    '/',
    described(
      'The person MitID identified for the sign-up under way (`signUpPersonSchema`); 401 without a MitID sign-up in progress',
    ),
    async (c) => {
      const person = await signUpPersonOf(c, authSecret);
      if (!person) return c.json(expired, 404);
      return c.json({
        name: `${person.givenName} ${person.familyName}`,
        birthDate: person.birthDate,
        address: person.address,
      } satisfies SignUpPerson);
    },
  );

  app.post(
    '/',
    described(
      'Creates the account from the MitID identity and the form (`signUpRequestSchema`): the session cookie is set, a confirmation mail sent',
    ),
    validJson(signUpRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      const person = await signUpPersonOf(c, authSecret);
      if (!person) return c.json(expired, 409);
      // ROFUS again: the person may have registered since MitID answered.
      const listed = await askRofus(providers.selfExclusion, { cpr: cprVault.open(person.cprSealed) });
      if (listed === 'rofus') return c.json({ error: signInRefusals.rofus, code: 'ROFUS' }, 403);
      if (listed === 'rofus_unavailable')
        return c.json({ error: signInRefusals.rofus_unavailable, code: 'ROFUS_UNAVAILABLE' }, 503);
      const taken = await accountTakenBy(db, request.email, person.cprKey);
      if (taken?.cprKey === person.cprKey)
        return c.json({ error: signUpTexts.refused.text.account_exists, code: 'ACCOUNT_EXISTS' }, 409);
      if (taken)
        return c.json(
          { error: messages.emailTaken, issues: [{ path: ['email'], message: messages.emailTaken, code: 'custom' }] },
          409,
        );
      const passwordHash = await hashPassword(request.password);
      const origin = publicOrigin(c).origin;
      const player = await createAccount(db, person, { ...request, passwordHash }, origin);
      await providers.mail.deliverPending();
      forgetSignUpPerson(c);
      await setSessionCookie(c, authSecret, await openLogin(db, player, c.req.raw, clientIp(c)));
      logger.info({ playerId: player.id }, 'signed up with MitID');
      const next = `${paths.signUpLimits}?callbackUrl=${encodeURIComponent(person.returnTo)}`;
      return c.json({ ok: true as const, next });
    },
  );
  return app;
}

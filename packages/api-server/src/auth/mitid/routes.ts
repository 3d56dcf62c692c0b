import type { SignUpRefusalCode } from '@casino/locale/sign-up';
import { paths } from '@casino/platform/paths';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { logger } from '../../logger.ts';
import { identityRefusal } from '../identity-check.ts';
import { siteLoginCheck, type LoginCheckDeps } from '../login-checks.ts';
import { accountByCprKey, takeAddressFromMitid } from '../../players/accounts.ts';
import { MITID_CALLBACK_PATH, MitidError, type IdentityBroker, type MitidIdentity } from '../mitid-broker.ts';
import { publicOrigin, wantsSecureCookies } from '../request-origin.ts';
import { returnPathOf, withFlag } from '../return-path.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { clientIp } from '../../http/client-ip.ts';
import { openLogin } from '../sign-in.ts';
import { keepSignUpPerson } from '../signup-cookie.ts';
import { described } from '../../http/openapi.ts';

/** What the browser's round trip through MitID started with: the checks, and what it was for. */
const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  intent: z.enum(['signup', 'login']),
  returnTo: z.string(),
});
type Flow = z.infer<typeof flowSchema>;

const flowCookie = 'casino-mitid';
const flowPath = '/api/auth/mitid';

/** The refusal page, saying why in Danish with the help of StopSpillet and ROFUS. */
const refused = (c: Context, code: SignUpRefusalCode) => c.redirect(`${paths.signUpRefused}?grund=${code}`, 303);

/**
 * Sign-up and login with MitID (DOMAIN.md "Becoming a player"), the server as the broker's OIDC client:
 * GET start sends the browser to the broker; GET callback takes its answer, checks the identity (18+, ROFUS, one
 * account per CPR number) and either keeps the person for the rest of the sign-up or logs the player in.
 */
export function mitidRoutes(
  deps: RouteDeps & LoginCheckDeps & { providers: { identity: IdentityBroker } },
): Hono<AppEnv> {
  const { db, authSecret, cprVault, providers } = deps;
  const broker = providers.identity;
  const app = new Hono<AppEnv>();

  app.get(
    '/start',
    described('Begins a MitID sign-up or login: a redirect to the MitID broker (`?flow=signup|login`, `returnTo`)', {
      media: 'text/html',
    }),
    async (c) => {
      const intent = c.req.query('intent') === 'login' ? 'login' : 'signup';
      const returnTo = returnPathOf(c.req.query('callbackUrl'));
      const { url, checks } = await broker.begin(publicOrigin(c).origin);
      const flow: Flow = { ...checks, intent, returnTo };
      await setSignedCookie(c, flowCookie, Buffer.from(JSON.stringify(flow)).toString('base64url'), authSecret, {
        httpOnly: true,
        // Lax: the broker sends the browser back with a top-level GET, which carries it.
        sameSite: 'Lax',
        path: flowPath,
        secure: wantsSecureCookies(c),
        maxAge: 600,
      });
      return c.redirect(url.href, 303);
    },
  );

  app.get(
    '/callback',
    described(
      "The MitID broker's return: signs the person in, or on to the sign-up form; refusals as a redirect to the error page",
      { media: 'text/html' },
    ),
    async (c) => {
      const raw = await getSignedCookie(c, authSecret, flowCookie);
      deleteCookie(c, flowCookie, { path: flowPath, secure: wantsSecureCookies(c) });
      const flow = raw ? flowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))) : undefined;
      if (!flow?.success) return refused(c, 'mitid_failed');
      const origin = publicOrigin(c).origin;
      const here = new URL(c.req.url);
      let identity: MitidIdentity;
      try {
        identity = await broker.finish(origin, new URL(`${origin}${MITID_CALLBACK_PATH}${here.search}`), flow.data);
      } catch (error) {
        if (!(error instanceof MitidError)) throw error;
        logger.warn({ err: error, cause: error.cause }, 'MitID answer refused');
        return refused(c, error.cancelled ? 'mitid_cancelled' : 'mitid_failed');
      }
      const cprKey = cprVault.keyOf(identity.cpr.digits);
      const account = await accountByCprKey(db, cprKey);

      if (flow.data.intent === 'login') {
        if (!account || account.status === 'deleted') return refused(c, 'no_account');
        const refusal = await siteLoginCheck(deps)(account);
        if (refusal) return refused(c, refusal);
        // The address is CPR's as MitID gives it now: a move registered since the last login shows at once.
        if (identity.address) await takeAddressFromMitid(db, account.id, identity.address);
        await setSessionCookie(c, authSecret, await openLogin(db, account, c.req.raw, clientIp(c)));
        return c.redirect(withFlag(flow.data.returnTo, 'justLoggedIn'), 303);
      }

      const refusal = await identityRefusal(providers.selfExclusion, identity);
      if (refusal) return refused(c, refusal);
      if (account) return refused(c, 'account_exists');
      await keepSignUpPerson(c, authSecret, {
        cprKey,
        cprSealed: cprVault.seal(identity.cpr.digits),
        givenName: identity.givenName,
        familyName: identity.familyName,
        birthDate: identity.cpr.birthDate,
        address: identity.address,
        returnTo: flow.data.returnTo,
      });
      return c.redirect(paths.signUpDetails, 303);
    },
  );
  return app;
}

import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { signUpTexts } from '@casino/locale/sign-up';
import { Hono, type Context } from 'hono';
import { errors, type Provider } from 'oidc-provider';
import { html } from 'hono/html';
import { testServicePage } from '../../http/test-service-page.ts';
import { parseCpr } from '../cpr.ts';
import { sandboxIdentities } from '../../sandbox-people/mitid-identities.ts';
import { sandboxMitidPage, type TypedPerson } from './page.ts';
import { accountIdOf, type SandboxPerson } from './provider.ts';

const t = signUpTexts.sandboxMitid;

/** Node's own request and response: oidc-provider is a Koa application and answers on them itself. */
const nodeOf = (c: Context) => c.env as HttpBindings;

/** The login step the browser is in, or null when it has expired or never was (its cookie names it). */
async function interactionOf(provider: Provider, c: Context) {
  const { incoming, outgoing } = nodeOf(c);
  try {
    const details = await provider.interactionDetails(incoming, outgoing);
    if (details.uid !== c.req.param('uid')) return null;
    return { uid: details.uid, site: new URL(String(details.params.redirect_uri)).origin };
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

const expiredPage = (c: Context) => {
  c.status(400);
  return testServicePage(c, { title: t.title, notice: t.notice, body: html`<p role="alert">${t.expired}</p>` });
};

/** A typed person, or why it is refused (the page shows it and nothing goes to the site). */
function typedPerson(form: Record<string, unknown>): { person?: SandboxPerson; typed: TypedPerson; error?: string } {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim().slice(0, 100) : '');
  const typed = {
    givenName: text('givenName'),
    familyName: text('familyName'),
    cpr: text('cpr'),
    birthDate: text('birthDate'),
  };
  if (!typed.givenName || !typed.familyName) return { typed, error: t.invalid.name };
  const cpr = parseCpr(typed.cpr);
  if (!cpr) return { typed, error: t.invalid.cpr };
  if (typed.birthDate !== cpr.birthDate) return { typed, error: t.invalid.birthDate };
  const address = { street: 'Testvej 1', postalCode: '2300', city: 'København S' };
  return { typed, person: { ...typed, cpr: cpr.digits, address } };
}

/**
 * The sandbox MitID broker's web server (server.ts runs it): oidc-provider answers its protocol paths
 * (discovery, authorize, token, keys), this router its login page. `provider`: the one provider, made once the
 * process knows its address, which is its issuer.
 */
export function sandboxMitidRoutes(providerOf: () => Provider): Hono {
  const app = new Hono();

  app.get('/interaction/:uid', async (c) => {
    const details = await interactionOf(providerOf(), c);
    return details ? sandboxMitidPage(c, details) : expiredPage(c);
  });

  app.post('/interaction/:uid', async (c) => {
    const { incoming, outgoing } = nodeOf(c);
    const provider = providerOf();
    const details = await interactionOf(provider, c);
    if (!details) return expiredPage(c);
    const form = await c.req.parseBody();
    if (form.cancel) {
      const to = await provider.interactionResult(incoming, outgoing, {
        error: 'access_denied',
        error_description: 'cancelled',
      });
      return c.redirect(to, 303);
    }
    let person: SandboxPerson | undefined;
    const listed = typeof form.person === 'string' ? sandboxIdentities[Number(form.person)] : undefined;
    if (listed) person = { ...listed, birthDate: parseCpr(listed.cpr)!.birthDate };
    else {
      const typed = typedPerson(form);
      if (!typed.person) {
        c.status(400);
        return sandboxMitidPage(c, { ...details, typed: typed.typed, error: typed.error });
      }
      person = typed.person;
    }
    const to = await provider.interactionResult(incoming, outgoing, { login: { accountId: accountIdOf(person) } });
    return c.redirect(to, 303);
  });

  // Everything else is the OpenID protocol, answered by oidc-provider itself on Node's request and response.
  app.all('*', async (c) => {
    const { incoming, outgoing } = nodeOf(c);
    await new Promise<void>((resolve) => {
      outgoing.once('finish', resolve);
      outgoing.once('close', resolve);
      void providerOf().callback()(incoming, outgoing);
    });
    return RESPONSE_ALREADY_SENT;
  });
  return app;
}

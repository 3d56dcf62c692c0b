/**
 * The sandbox hosted payment page (the provider's page in production) and the provider's server-to-server
 * notification. Plain server-rendered Danish HTML, clearly marked as a test payment. Its forms carry a
 * one-time token per payment (stored hashed, used up by the first post) and must come from the site's own
 * origin: together the CSRF protection of the page.
 */
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { paths } from '@casino/platform/paths';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { publicOrigin } from '../auth/request-origin.ts';
import { payments, sandboxPaymentMethods } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { htmlDocument, type Markup } from '../http/html-document.ts';
import { handleNotification, paymentOf, type Payment } from './deposits.ts';
import { TEST_CARD, providerIdFor, type SandboxProvider } from './sandbox-provider.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type Method = (typeof sandboxPaymentMethods)[number];
const screens = paymentTexts.sandbox.methodScreens;
/** The screen asked for (`?metode=`), the card's by default. */
const methodOf = (value: string | undefined): Method =>
  sandboxPaymentMethods.find((method) => method === value) ?? 'card';
const TEST_MOBILE = '12 34 56 78';

function approvedInSandbox(method: Method, number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (method === 'card') return digits === TEST_CARD.replace(/\D/g, '');
  if (method === 'mobilepay') return /^\d{8}$/u.test(digits);
  return true;
}

const approveLabel = (method: Method) => (method === 'card' ? texts.approve : screens[method].approve);

/** One screen per method the deposit dialog shows; the current one marked for screen readers. */
function methodTabs(action: string, current: Method): Markup {
  const links = sandboxPaymentMethods.map(
    (method) =>
      html`<li><a href="${action}?metode=${method}"${method === current ? html` aria-current="page"` : ''}>${screens[method].tab}</a></li>`,
  );
  return html`<nav aria-label="${screens.label}"><ul class="methods">${links}</ul></nav>`;
}

function methodFields(method: Method): Markup {
  if (method === 'card')
    return html`<p>${texts.intro(TEST_CARD)}</p>
<label for="card">${texts.cardNumber}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${TEST_CARD}">
<div class="row">
<div><label for="expiry">${texts.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12/34"></div>
<div><label for="cvc">${texts.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>`;
  if (method === 'mobilepay')
    return html`<p>${screens.mobilepay.intro}</p>
<label for="card">${screens.mobilepay.phone}</label>
<input id="card" name="card" inputmode="tel" autocomplete="tel-national" value="${TEST_MOBILE}">`;
  return html`<p>${screens[method].intro}</p>`;
}

const texts = paymentTexts.sandbox;
const { errors } = paymentTexts;

async function page(title: string, body: Markup, status: 200 | 403 | 404 | 409 = 200): Promise<Response> {
  const document = await htmlDocument({
    title: `${title} – ${texts.site}`,
    head: html`<style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;color:#1a1a1a;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.test{background:#ffb901;color:#000;font-weight:700;padding:.75rem;border-radius:6px;text-align:center}
label{display:block;margin-top:.75rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
.row{display:flex;gap:.5rem}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border-radius:6px;border:1px solid #333;cursor:pointer}
.approve{background:#0b6b2f;color:#fff;border-color:#0b6b2f}
.decline{background:#b00020;color:#fff;border-color:#b00020}
.cancel{background:#fff;color:#1a1a1a}
.methods{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:1rem 0}
.methods a{display:inline-block;padding:.4rem .75rem;border:1px solid #767676;border-radius:999px;color:#1a1a1a;text-decoration:none}
.methods a[aria-current]{background:#1a1a1a;color:#fff}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
</style>`,
    body: html`<main>
<p class="test" role="note">${texts.banner}</p>
${body}
</main>`,
  });
  return new Response(String(document), {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      // Not `no-referrer`: with it Chromium posts the page's own forms with `Origin: null`.
      'referrer-policy': 'same-origin',
    },
  });
}

const message = (title: string, text: string, status: 403 | 404 | 409) =>
  page(title, html`<h1>${title}</h1><p>${text}</p>`, status);

/** The page posts only from our own origin (Origin, else Sec-Fetch-Site, when the browser sends them). */
export function sameOriginPost(c: Context): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin && origin !== 'null') return origin === publicOrigin(c).origin;
  // A privacy setting may make the browser send `Origin: null`; its Sec-Fetch-Site still tells.
  if (origin === 'null') return site === 'same-origin';
  return site === undefined || site === 'same-origin';
}

/** Where the browser goes once the card holder decided (success, cancel or the payment error page). */
function returnUrl(payment: Payment, origin: URL): string {
  if (payment.status === 'completed') {
    const url = new URL(payment.redirectUrl);
    url.searchParams.set('status', 'paymentSuccess');
    url.searchParams.set('paymentId', payment.id);
    return url.href;
  }
  if (payment.status === 'cancelled') {
    const url = new URL(payment.cancelUrl);
    url.searchParams.set('status', 'paymentCancelled');
    return url.href;
  }
  const url = new URL(paths.paymentError, origin);
  url.searchParams.set('paymentId', payment.id);
  return url.href;
}

/** GET and POST /sandbox/pay/:paymentId (behind requireSession: only the payer sees their payment). */
export function sandboxPageRoutes({ db }: RouteDeps, provider: SandboxProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The page's forms are a few short fields.
  const pageExpired = () => message(texts.titles.pageExpired, errors.pageExpired, 403);
  const notFound = () => message(texts.titles.paymentNotFound, errors.paymentNotFound, 404);
  app.use(bodyLimit({ maxSize: 8 * 1024, onError: pageExpired }));

  app.get('/pay/:paymentId', async (c) => {
    const payment = await paymentOf(db, c.req.param('paymentId'), c.var.player.id);
    if (!payment) return notFound();
    if (payment.status !== 'pending') return message(texts.titles.paymentSettled, errors.paymentSettled, 409);
    if (payment.expiresAt <= new Date()) return message(texts.titles.paymentExpired, errors.paymentExpired, 409);
    const method = methodOf(c.req.query('metode'));
    const token = randomBytes(32).toString('base64url');
    await db
      .update(payments)
      .set({ pageTokenHash: hash(token) })
      .where(eq(payments.id, payment.id));
    const action = `/sandbox/pay/${encodeURIComponent(payment.id)}`;
    const title = screens[method].title;
    return page(
      title,
      html`<h1>${title}</h1>
${methodTabs(action, method)}
<p>${texts.amount}: <strong>${formatKroner(oreToKroner(payment.amountOre))}</strong></p>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="method" value="${method}">
${methodFields(method)}
<button class="approve" type="submit" name="action" value="approve">${approveLabel(method)}</button>
<button class="decline" type="submit" name="action" value="decline">${texts.decline}</button>
<button class="cancel" type="submit" name="action" value="cancel">${texts.cancel}</button>
</form>
<p><a href="${payment.termsUrl}">${texts.terms}</a></p>`,
    );
  });

  app.post('/pay/:paymentId', async (c) => {
    if (!sameOriginPost(c)) return pageExpired();
    const payment = await paymentOf(db, c.req.param('paymentId'), c.var.player.id);
    if (!payment) return notFound();
    // A body that is not a form (broken multipart, JSON) is no answer from this page.
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return pageExpired();
    const token = typeof form.token === 'string' ? form.token : '';
    // One-time: the first post with the token uses it up, a replay finds nothing.
    const [used] = token
      ? await db
          .update(payments)
          .set({ pageTokenHash: null })
          .where(
            and(eq(payments.id, payment.id), eq(payments.pageTokenHash, hash(token)), eq(payments.status, 'pending')),
          )
          .returning({ id: payments.id })
      : [];
    // Refused while the page was open (a limit lowered since): back to the site, which tells the player why.
    if (!used && payment.status === 'refused') return c.redirect(returnUrl(payment, publicOrigin(c)), 303);
    if (!used) return pageExpired();

    const providerId = providerIdFor(payment.id);
    const action = form.action;
    const method = methodOf(typeof form.method === 'string' ? form.method : undefined);
    // The card number, or the MobilePay number; a wallet pays with the test card behind it.
    const number =
      method === 'card' || method === 'mobilepay' ? (typeof form.card === 'string' ? form.card : '') : TEST_CARD;
    if (action === 'approve' && payment.expiresAt > new Date()) {
      // Only the test card (and a whole Danish mobile number) is approved; anything else is declined like a real refusal.
      await provider.settle(providerId, approvedInSandbox(method, number) ? 'approved' : 'declined', {
        method,
        number,
      });
    } else if (action === 'cancel') await provider.settle(providerId, 'cancelled');
    else await provider.settle(providerId, 'declined');

    // The provider notifies the merchant server to server (in-process in the sandbox, same signed message).
    const notification = provider.signedNotification({ providerPaymentId: providerId });
    await handleNotification(db, provider, notification.body, notification.headers);
    const settled = (await paymentOf(db, payment.id))!;
    return c.redirect(returnUrl(settled, publicOrigin(c)), 303);
  });
  return app;
}

/**
 * The sandbox hosted payment page (the provider's page in production) and the provider's server-to-server
 * notification. Plain server-rendered Danish HTML, clearly marked as a test payment. Its forms carry a
 * one-time token per payment (stored hashed, used up by the first post) and must come from the site's own
 * origin: together the CSRF protection of the page.
 */
import { formatKroner, oreToKroner } from '@casino/locale';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { publicOrigin } from '../auth/request-origin.ts';
import { payments } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { paymentOf } from './deposits.ts';
import { handleNotification } from './signed-notification.ts';
import { returnUrl } from './return-url.ts';
import { providerIdFor, type SandboxProvider } from './sandbox-provider.ts';
import {
  TEST_CARD,
  approveLabel,
  approvedInSandbox,
  errors,
  message,
  methodFields,
  methodOf,
  methodTabs,
  page,
  screens,
  texts,
} from './trustly-sandbox/page-html.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page posts only from our own origin (Origin, else Sec-Fetch-Site, when the browser sends them). */
export function sameOriginPost(c: Context): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin && origin !== 'null') return origin === publicOrigin(c).origin;
  // A privacy setting may make the browser send `Origin: null`; its Sec-Fetch-Site still tells.
  if (origin === 'null') return site === 'same-origin';
  return site === undefined || site === 'same-origin';
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

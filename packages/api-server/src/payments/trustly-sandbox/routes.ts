/**
 * The sandbox Trustly's HTTP face: its JSON-RPC API (`POST /api/1`), its hosted bank page (`/pay/:secret`, the url
 * its Deposit answer gives) and its payouts page for testers (`/payouts`). The pages are Danish, marked as a
 * test service, and take posts only from their own origin with a one-time token per page.
 */
import { formatKroner, oreToKroner, decimalTextToOre } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { testServicePage } from '../../http/test-service-page.ts';
import { API_PATH } from '../trustly/protocol.ts';
import type { SandboxTrustly } from './bank.ts';
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
} from './page-html.ts';

/** A JSON-RPC call is a few kilobytes at most. */
const MAX_CALL_BYTES = 64 * 1024;

/** The pages post only from this origin (Origin, else Sec-Fetch-Site, when the browser sends them). */
function sameOriginPost(c: Context): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin && origin !== 'null') return origin === new URL(c.req.url).origin;
  if (origin === 'null') return site === 'same-origin';
  return site === undefined || site === 'same-origin';
}

const kroner = (amount: string) => formatKroner(oreToKroner(decimalTextToOre(amount) ?? 0));

export function sandboxTrustlyRoutes(bank: SandboxTrustly, payoutDelayMs: number): Hono {
  const app = new Hono();

  app.post(API_PATH, bodyLimit({ maxSize: MAX_CALL_BYTES, onError: (c) => c.json(bank.call(null), 413) }), async (c) =>
    c.json(bank.call(await c.req.json().catch(() => null))),
  );

  const pageExpired = () => message(texts.titles.pageExpired, errors.pageExpired, 403);
  app.use('/pay/*', bodyLimit({ maxSize: 8 * 1024, onError: pageExpired }));

  app.get('/pay/:secret', async (c) => {
    const opened = bank.openDeposit(c.req.param('secret'));
    if (!opened.found) return message(texts.titles.paymentNotFound, errors.paymentNotFound, 404);
    if (!opened.open)
      return opened.why === 'expired'
        ? message(texts.titles.paymentExpired, errors.paymentExpired, 409)
        : message(texts.titles.paymentSettled, errors.paymentSettled, 409);
    const method = methodOf(c.req.query('metode'));
    const action = `/pay/${encodeURIComponent(c.req.param('secret'))}`;
    const title = screens[method].title;
    return page(
      title,
      html`<h1>${title}</h1>
${methodTabs(action, method)}
<p>${texts.amount}: <strong>${kroner(opened.order.amount)}</strong></p>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${opened.token}">
<input type="hidden" name="method" value="${method}">
${methodFields(method)}
<button class="approve" type="submit" name="action" value="approve">${approveLabel(method)}</button>
<button class="decline" type="submit" name="action" value="decline">${texts.decline}</button>
<button class="cancel" type="submit" name="action" value="cancel">${texts.cancel}</button>
</form>`,
      200,
      // Back to the merchant's site once the payer decided.
      [...new Set([opened.order.successUrl, opened.order.failUrl].map((url) => new URL(url).origin))],
    );
  });

  app.post('/pay/:secret', async (c) => {
    if (!sameOriginPost(c)) return pageExpired();
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return pageExpired();
    const token = typeof form.token === 'string' ? form.token : '';
    const method = methodOf(typeof form.method === 'string' ? form.method : undefined);
    // The card or MobilePay number the payer typed; a wallet pays with the test card behind it.
    const number =
      method === 'card' || method === 'mobilepay' ? (typeof form.card === 'string' ? form.card : '') : TEST_CARD;
    const outcome =
      form.action === 'approve'
        ? approvedInSandbox(method, number)
          ? ({
              paid: true,
              accountNumber: number,
              // Not on the page: a tester's post may pay another amount, as a payer within Trustly's range may.
              amount: typeof form.amount === 'string' ? form.amount : undefined,
            } as const)
          : ({ paid: false, declined: true } as const)
        : ({ paid: false, declined: form.action !== 'cancel' } as const);
    const next = await bank.decideDeposit(c.req.param('secret'), token, outcome);
    return next ? c.redirect(next, 303) : pageExpired();
  });

  const payoutTexts = paymentTexts.sandbox.payouts;
  app.get('/payouts', (c) => {
    const pending = bank.pendingPayouts();
    const list = pending.length
      ? pending.map(
          (payout) =>
            html`<article aria-labelledby="payout-${payout.orderId}">
              <h2 id="payout-${payout.orderId}">${payoutTexts.amount}: ${kroner(payout.amount)}</h2>
              <p>${payoutTexts.to}: ${payout.endUserId}</p>
              <form method="post" action="/payouts/${payout.orderId}">
                <button class="approve" type="submit" name="outcome" value="paid">${payoutTexts.pay}</button>
                <button class="decline" type="submit" name="outcome" value="failed">${payoutTexts.fail}</button>
              </form>
            </article>`,
        )
      : html`<p>${payoutTexts.empty}</p>`;
    return testServicePage(c, {
      title: payoutTexts.title,
      notice: texts.banner,
      formsPost: true,
      body: html`<p>${payoutTexts.intro(Math.round(payoutDelayMs / 1000))}</p>
        ${list}`,
    });
  });

  app.post('/payouts/:orderId', async (c) => {
    if (!sameOriginPost(c)) return c.text(errors.pageExpired, 403);
    const form = await c.req.parseBody().catch(() => null);
    const outcome = form?.outcome === 'failed' ? 'failed' : form?.outcome === 'paid' ? 'paid' : null;
    if (outcome) await bank.decidePayout(c.req.param('orderId'), outcome);
    return c.redirect('/payouts', 303);
  });
  return app;
}

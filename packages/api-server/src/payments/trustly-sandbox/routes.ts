/**
 * The sandbox Trustly's HTTP face: its JSON-RPC API (`POST /api/1`), its hosted bank page (`/pay/:secret`, the url
 * its Deposit and SelectAccount answers give) and its payouts page for testers (`/payouts`). The pages are Danish,
 * marked as a test service, and take posts only from their own origin with a one-time token per page.
 */
import { formatKroner, oreToKroner, decimalTextToOre } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { testServicePage } from '../../http/test-service-page.ts';
import { API_PATH } from '../trustly/protocol.ts';
import type { PageOrder, SandboxTrustly } from './bank.ts';
import {
  TEST_ACCOUNTS,
  bankAndAccountFields,
  bankOf,
  errors,
  message,
  page,
  testAccountOf,
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

  /** The page's form: the bank and account choice, then the buttons. */
  const form = (order: PageOrder, action: string, token: string) =>
    order.kind === 'deposit'
      ? html`<h1>${texts.depositTitle}</h1>
<p>${texts.intro}</p>
<p>${texts.amount}: <strong>${kroner(order.amount)}</strong></p>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${token}">
${bankAndAccountFields(['salary', 'savings', 'refused'])}
<button class="approve" type="submit" name="action" value="approve">${texts.approve}</button>
<button class="decline" type="submit" name="action" value="decline">${texts.decline}</button>
<button class="cancel" type="submit" name="action" value="cancel">${texts.cancel}</button>
</form>`
      : html`<h1>${texts.selectTitle}</h1>
<p>${texts.intro}</p>
<p>${texts.selectIntro}</p>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${token}">
${bankAndAccountFields(['salary', 'savings'], order.holder)}
<button class="approve" type="submit" name="action" value="approve">${texts.confirmAccount}</button>
<button class="cancel" type="submit" name="action" value="cancel">${texts.cancel}</button>
</form>`;

  app.get('/pay/:secret', async (c) => {
    const opened = bank.openPage(c.req.param('secret'));
    if (!opened.found) return message(texts.titles.paymentNotFound, errors.paymentNotFound, 404);
    if (!opened.open)
      return opened.why === 'expired'
        ? message(texts.titles.paymentExpired, errors.paymentExpired, 409)
        : message(texts.titles.paymentSettled, errors.paymentSettled, 409);
    const { order } = opened;
    return page(
      order.kind === 'deposit' ? texts.depositTitle : texts.selectTitle,
      form(order, `/pay/${encodeURIComponent(c.req.param('secret'))}`, opened.token),
      200,
      // Back to the merchant's site once the payer decided.
      [...new Set([order.successUrl, order.failUrl].map((url) => new URL(url).origin))],
    );
  });

  app.post('/pay/:secret', async (c) => {
    if (!sameOriginPost(c)) return pageExpired();
    const posted = await c.req.parseBody().catch(() => null);
    if (!posted) return pageExpired();
    const secret = c.req.param('secret');
    const token = typeof posted.token === 'string' ? posted.token : '';
    const bankName = bankOf(posted.bank);
    const account = testAccountOf(posted.account);
    const chose = posted.action === 'approve' && bankName !== null && account !== null;
    const next =
      bank.kindOfPage(secret) === 'select'
        ? await bank.decideSelection(
            secret,
            token,
            chose ? { chosen: true, bank: bankName, accountNumber: account } : { chosen: false },
          )
        : await bank.decideDeposit(
            secret,
            token,
            chose && account !== TEST_ACCOUNTS.refused
              ? {
                  paid: true,
                  bank: bankName,
                  accountNumber: account,
                  // Not on the page: a tester's post may pay another amount, as a payer within Trustly's range may.
                  amount: typeof posted.amount === 'string' ? posted.amount : undefined,
                }
              : // The bank refuses to pay from the account without funds, as it declines when asked to.
                { paid: false, declined: posted.action !== 'cancel' },
          );
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

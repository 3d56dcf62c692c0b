/**
 * The sandbox Nexi's HTTP face: Nexi Checkout's Payment API (create, retrieve, terminate, cancel, refund) behind
 * the secret key in the Authorization header, its hosted payment page (Danish, marked as a test service), and a
 * tester's call to deliver a payment's webhooks again.
 */
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { sameSecret } from '../nexi/adapter.ts';
import { createPaymentRequestSchema, PAYMENTS_PATH } from '../nexi/protocol.ts';
import { message, page } from '../trustly-sandbox/page-html.ts';
import { sandboxInstruments, type Instrument, type SandboxCheckout } from './checkout.ts';

const texts = paymentTexts.nexiSandbox;
const MAX_CALL_BYTES = 64 * 1024;

const instrumentOf = (value: unknown): Instrument | undefined =>
  typeof value === 'string' && value in sandboxInstruments ? (value as Instrument) : undefined;

export function sandboxNexiRoutes(checkout: SandboxCheckout, secretKey: string): Hono {
  const app = new Hono();
  const api = new Hono();
  api.use(bodyLimit({ maxSize: MAX_CALL_BYTES }));
  api.use(async (c, next) => {
    if (!sameSecret(c.req.header('authorization') ?? '', secretKey)) return c.json({ message: 'Unauthorized' }, 401);
    await next();
  });
  const found = (c: Context) => checkout.payment(c.req.param('paymentId') ?? '');

  api.post('/payments', async (c) => {
    const parsed = createPaymentRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ errors: parsed.error.flatten().fieldErrors }, 400);
    const payment = checkout.create(parsed.data, c.req.header('idempotency-key'));
    return c.json(
      { paymentId: payment.paymentId, hostedPaymentPageUrl: checkout.hostedPageUrl(payment.paymentId) },
      201,
    );
  });
  api.get('/payments/:paymentId', (c) => {
    const payment = found(c);
    return payment ? c.json(checkout.retrieved(payment)) : c.json({ message: 'Payment not found' }, 404);
  });
  api.put('/payments/:paymentId/terminate', (c) => {
    const payment = found(c);
    if (!payment) return c.json({ message: 'Payment not found' }, 404);
    return checkout.terminate(payment) ? c.body(null, 204) : c.json({ message: 'Payment is charged' }, 400);
  });
  // Nothing is ever only reserved here (every payment is charged at once), so there is nothing to cancel.
  api.post('/payments/:paymentId/cancels', (c) =>
    found(c) ? c.json({ message: 'Nothing reserved to cancel' }, 400) : c.json({ message: 'Payment not found' }, 404),
  );
  api.post('/charges/:chargeId/refunds', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { amount?: unknown } | null;
    if (typeof body?.amount !== 'number' || body.amount <= 0) return c.json({ message: 'amount' }, 400);
    const refundId = await checkout.refund(c.req.param('chargeId'), body.amount, c.req.header('idempotency-key'));
    return refundId ? c.json({ refundId }, 201) : c.json({ message: 'Charge not found' }, 400);
  });
  app.route(PAYMENTS_PATH.replace('/payments', ''), api);

  app.get('/hostedpaymentpage/', (c) => {
    const payment = checkout.payment(c.req.query('pid') ?? '');
    if (!payment) return message(texts.notFound, texts.notFound, 404);
    if (payment.state !== 'open') return message(texts.settled, texts.settled, 409);
    const amount = formatKroner(oreToKroner(payment.request.order.amount));
    const choices = (Object.keys(sandboxInstruments) as Instrument[]).map(
      (id, index) =>
        html`<div class="choice"><input type="radio" id="m-${id}" name="metode" value="${id}"${index === 0 ? html` checked` : ''}><label for="m-${id}">${texts.instruments[id]}</label></div>`,
    );
    const returnsTo = [new URL(payment.request.checkout.returnUrl).origin];
    return page(
      texts.title,
      html`<h1>${texts.title}</h1>
<p>${texts.amount}: <strong>${amount}</strong></p>
<p>${texts.intro}</p>
<form method="post" action="/hostedpaymentpage/?pid=${payment.paymentId}">
<fieldset><legend>${texts.choose}</legend>${choices}</fieldset>
<button class="approve" name="udfald" value="approve">${texts.approve}</button>
<button class="decline" name="udfald" value="decline">${texts.decline}</button>
<button class="cancel" name="udfald" value="cancel">${texts.cancel}</button>
</form>
<p><a href="${payment.request.checkout.termsUrl}">${paymentTexts.sandbox.terms}</a></p>`,
      200,
      returnsTo,
    );
  });

  app.post('/hostedpaymentpage/', async (c) => {
    const payment = checkout.payment(c.req.query('pid') ?? '');
    if (!payment) return message(texts.notFound, texts.notFound, 404);
    if (payment.state !== 'open') return message(texts.settled, texts.settled, 409);
    const form = await c.req.parseBody();
    const instrument = instrumentOf(form.metode) ?? 'visa';
    const { returnUrl, cancelUrl } = payment.request.checkout;
    if (form.udfald === 'cancel') return c.redirect(cancelUrl, 303);
    if (form.udfald === 'decline') await checkout.decline(payment, instrument);
    else await checkout.approve(payment, instrument);
    // Nexi adds the payment's id to the return URL.
    const back = new URL(returnUrl);
    back.searchParams.set('paymentId', payment.paymentId);
    return c.redirect(back.href, 303);
  });

  /** For testers: every webhook sent for the payment, delivered again with the same event ids. */
  app.post('/sandbox/payments/:paymentId/resend', async (c) => {
    const payment = found(c);
    if (!payment) return c.json({ message: 'Payment not found' }, 404);
    await checkout.resend(payment);
    return c.json({ resent: payment.sent.length });
  });
  return app;
}

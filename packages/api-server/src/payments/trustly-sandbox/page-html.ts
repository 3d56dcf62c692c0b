/**
 * The sandbox Trustly's test payment page's look: one screen per payment method the deposit dialog
 * shows, the test card filled in, Danish texts, and a banner saying no real money moves. Plain server-rendered
 * HTML, framed by nobody, posting only to itself.
 */
import { paymentTexts } from '@casino/locale/payments';
import { html } from 'hono/html';
import { htmlDocument, type Markup } from '../../http/html-document.ts';

/** The payment methods the deposit dialog offers, each with a screen of its own here. */
const sandboxPaymentMethods = ['card', 'mobilepay', 'applepay', 'googlepay'] as const;

/** The sandbox's test card: always approved. */
export const TEST_CARD = '4111 1111 1111 1111';

export type Method = (typeof sandboxPaymentMethods)[number];
export const screens = paymentTexts.sandbox.methodScreens;
/** The screen asked for (`?metode=`), the card's by default. */
export const methodOf = (value: string | undefined): Method =>
  sandboxPaymentMethods.find((method) => method === value) ?? 'card';
export const TEST_MOBILE = '12 34 56 78';

export function approvedInSandbox(method: Method, number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (method === 'card') return digits === TEST_CARD.replace(/\D/g, '');
  if (method === 'mobilepay') return /^\d{8}$/u.test(digits);
  return true;
}

export const approveLabel = (method: Method) => (method === 'card' ? texts.approve : screens[method].approve);

/** One screen per method the deposit dialog shows; the current one marked for screen readers. */
export function methodTabs(action: string, current: Method): Markup {
  const links = sandboxPaymentMethods.map(
    (method) =>
      html`<li><a href="${action}?metode=${method}"${method === current ? html` aria-current="page"` : ''}>${screens[method].tab}</a></li>`,
  );
  return html`<nav aria-label="${screens.label}"><ul class="methods">${links}</ul></nav>`;
}

export function methodFields(method: Method): Markup {
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

export const texts = paymentTexts.sandbox;
export const { errors } = paymentTexts;

/**
 * One page. `returnsTo`: the origins the page's form may lead to after posting (a browser holds a form's redirect
 * to `form-action` too): the merchant's, where the bank page sends the payer back.
 */
export async function page(
  title: string,
  body: Markup,
  status: 200 | 403 | 404 | 409 = 200,
  returnsTo: string[] = [],
): Promise<Response> {
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
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...returnsTo].join(' ')}; frame-ancestors 'none'`,
      // Not `no-referrer`: with it Chromium posts the page's own forms with `Origin: null`.
      'referrer-policy': 'same-origin',
    },
  });
}

export const message = (title: string, text: string, status: 403 | 404 | 409) =>
  page(title, html`<h1>${title}</h1><p>${text}</p>`, status);

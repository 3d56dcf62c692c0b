/**
 * The sandbox Trustly's pages' look: bank only, as Trustly's own page is. The payer picks a bank and one of the
 * test accounts the bank shows once logged in (no real bank is asked), with Danish texts and a banner saying no
 * real money moves. Plain server-rendered HTML, framed by nobody, posting only to itself.
 */
import { paymentTexts } from '@casino/locale/payments';
import { html } from 'hono/html';
import { htmlDocument, type Markup } from '../../http/html-document.ts';

/** The banks the page offers; the chosen one is the `bank` of Trustly's account notification. */
export const SANDBOX_BANKS = ['Danske Bank', 'Nordea', 'Jyske Bank', 'Sydbank', 'Nykredit', 'Lunar'] as const;

/** The test accounts every bank shows (reg.nr. and account number); the bank refuses to pay from `refused`. */
export const TEST_ACCOUNTS = {
  salary: '3100 0011111111',
  savings: '3100 0022222222',
  refused: '3100 0000000002',
} as const;
export type TestAccount = keyof typeof TEST_ACCOUNTS;
/** The account the page has chosen when it opens. */
export const TEST_ACCOUNT = TEST_ACCOUNTS.salary;

/** The account posted, when it is one of the test accounts. */
export const testAccountOf = (value: unknown): string | null =>
  Object.values(TEST_ACCOUNTS).find((account) => account === value) ?? null;
/** The bank posted, when it is one the page offers. */
export const bankOf = (value: unknown): string | null => SANDBOX_BANKS.find((bank) => bank === value) ?? null;

/** The bank and account choice: two radio groups, each with its legend, the first of each chosen. */
export function bankAndAccountFields(accounts: readonly TestAccount[], holder?: string): Markup {
  const banks = SANDBOX_BANKS.map(
    (bank, index) =>
      html`<label class="choice"><input type="radio" name="bank" value="${bank}"${index === 0 ? html` checked` : ''}> ${bank}</label>`,
  );
  const choices = accounts.map(
    (account, index) =>
      html`<label class="choice"><input type="radio" name="account" value="${TEST_ACCOUNTS[account]}"${index === 0 ? html` checked` : ''}> ${texts.accounts[account]}, ${TEST_ACCOUNTS[account]}${holder ? ` – ${holder}` : ''}</label>`,
  );
  return html`<fieldset><legend>${texts.chooseBank}</legend>${banks}</fieldset>
<fieldset><legend>${texts.chooseAccount}</legend>${choices}</fieldset>`;
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
fieldset{border:1px solid #767676;border-radius:6px;margin:1rem 0;padding:.5rem .75rem}
legend{font-weight:700;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:center;padding:.35rem 0}
.choice input{width:1.25rem;height:1.25rem;margin:0}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border-radius:6px;border:1px solid #333;cursor:pointer}
.approve{background:#0b6b2f;color:#fff;border-color:#0b6b2f}
.decline{background:#b00020;color:#fff;border-color:#b00020}
.cancel{background:#fff;color:#1a1a1a}
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

// Going live (DOMAIN.md "Outside systems"; the issue "Going live"): production without the demo flag, every
// outside system a sandbox process of its own reached only over its provider's protocol with a contract's own
// keys and logins (support/site.ts, @casino/api-server/production-sandboxes). The site serves no sandbox page
// and has no seeded player; a visitor signs up through MitID (OpenID Connect), confirms the e-mail that reached
// the SMTP server, deposits through Trustly's bank page, plays a round that reaches the site only through the
// game aggregator's signed wallet calls, and is paid out by Trustly's AccountPayout.
import { readFileSync } from 'node:fs';
import type { ProductionSandboxAddresses } from '@casino/api-server/production-sandboxes';
import { expect, test } from '@playwright/test';
import { annesSignUp, signUpWithMitid } from '../support/mitid-sign-up.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';
import { liveSandboxesFile, liveSite } from '../support/env.ts';
import { player, recordPageErrors } from '../support/site-helpers.ts';

const sandboxes = () => JSON.parse(readFileSync(liveSandboxesFile, 'utf8')) as ProductionSandboxAddresses;
const on = (base: string) => (url: URL) => url.origin === new URL(base).origin;
const live = (pathname: string) => new URL(pathname, liveSite.url).href;

test.describe('production without the demo, on the providers’ protocols', () => {
  test('serves no sandbox page and lets no seeded player in', async ({ request }) => {
    for (const pathname of ['/sandbox/pay/00000000-0000-0000-0000-000000000000', '/sandbox/games/any', '/sandbox'])
      expect({ pathname, status: (await request.get(live(pathname))).status() }).toEqual({ pathname, status: 404 });
    // The seed's published test login: production seeds the catalogue only.
    const { csrfToken } = (await (await request.get(live('/api/auth/csrf'))).json()) as { csrfToken: string };
    await request.post(live('/api/auth/callback/credentials'), {
      headers: { origin: liveSite.url, 'x-auth-return-redirect': '1' },
      form: { csrfToken, email: player.email, password: player.password, callbackUrl: '/' },
    });
    expect(await (await request.get(live('/api/auth/session'))).json()).toBeNull();
  });

  test('a visitor signs up through MitID, deposits through Trustly, plays a round through the wallet and is paid out', async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    await page.goto(live('/'));
    await expect(page.getByRole('region', { name: 'Demoversion' })).toHaveCount(0);
    await signUpWithMitid(page, liveSite.url, annesSignUp(sandboxes(), 'anne.live@example.test'));

    // Deposit: the deposit page sends the browser to Trustly's bank page, on Trustly's origin.
    await page.goto(live('/profile/payment/deposit'));
    const deposit = page.getByRole('region', { name: 'Indbetal' });
    await deposit.getByRole('group', { name: 'Vælg et beløb' }).getByRole('button', { name: '250 kr.' }).click();
    // By bank: a payout goes back to the account of a bank deposit (decision 0069).
    await deposit.getByRole('radio', { name: 'Bankoverførsel' }).check();
    await deposit.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await page.waitForURL(on(sandboxes().trustly));
    await decideOnPaymentPage(page, 'Godkend betalingen', returnedWith('paymentSuccess'));

    // A round in the aggregator's frame, on the aggregator's origin: it reaches the site only as signed wallet
    // calls (a bet, then the closing win), and the account shows its stake.
    const [game] = (await (
      await page.request.get(live('/api/content?rest_route=/casino/v1/games&category=slots&per_page=1'))
    ).json()) as { slug: string }[];
    await page.goto(live(`/spil/${game!.slug}/spil`));
    const frame = page.locator('iframe[title^="Spillet "]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${new URL(sandboxes().aggregator).origin}/`, 'u'));
    const settled = page.waitForResponse(
      (response) => response.request().method() === 'POST' && on(sandboxes().aggregator)(new URL(response.url())),
    );
    await frame.contentFrame().getByRole('button', { name: 'Spin' }).click();
    expect((await settled).ok(), 'the aggregator settled the round at the wallet').toBe(true);
    await page.goto(live('/profile/transactions'));
    await expect(page.getByRole('row').filter({ hasText: 'Indsats' })).toHaveCount(1);

    // Payout: requested, sent by AccountPayout once the hold is over, paid on Trustly's word.
    await page.goto(live('/profile/payment/payout'));
    await page.getByLabel('Beløb at udbetale i kr.').fill('60');
    await page.getByRole('button', { name: 'Udbetal', exact: true }).click();
    // The first deposit's welcome offer gave a bonus, which a payout gives up.
    await page.getByRole('button', { name: /^Ja, udbetal og mist .* i bonus$/u }).click();
    const entry = page.getByRole('region', { name: 'Dine udbetalinger' }).getByRole('listitem', { name: /^60,00/u });
    await expect(entry).toContainText('Sendt til betalingsudbyderen', { timeout: 20_000 });
    await page.goto(new URL('/payouts', sandboxes().trustly).href);
    const payout = page.getByRole('article').filter({ hasText: '60,00' });
    await payout.getByRole('button', { name: 'Gennemfør udbetalingen nu' }).click();
    await page.goto(live('/profile/payment/payout'));
    await expect(entry).toContainText('Udbetalt');
    expect(errors).toEqual([]);
  });
});

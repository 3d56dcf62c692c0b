/**
 * The sandbox provider's payouts: it pays each out by itself after a short delay, or at once or as a failure by
 * a tester's action on its page (/sandbox/payouts), and tells the merchant by its signed notification as a real
 * provider does. Plain server-rendered Danish HTML, marked as a test service.
 */
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { paths } from '@casino/platform/paths';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../db/client.ts';
import { withdrawals } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { testServicePage } from '../http/test-service-page.ts';
import { handleNotification } from './signed-notification.ts';
import { sameOriginPost } from './sandbox-page.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const texts = paymentTexts.sandbox.payouts;

/** Settles one payout at the sandbox and notifies the merchant with the signed message. */
async function decidePayout(
  db: Database,
  provider: SandboxProvider,
  payoutId: string,
  outcome: 'paid' | 'failed',
): Promise<void> {
  await provider.settlePayout(payoutId, outcome, outcome === 'failed' ? texts.failureReason : null);
  const notification = provider.signedNotification({ providerPayoutId: payoutId });
  await handleNotification(db, provider, notification.body, notification.headers);
}

/** The sandbox's own clock: payouts pending for longer than `delayMs` are paid out. */
export async function payOutDueSandboxPayouts(
  db: Database,
  provider: SandboxProvider,
  delayMs: number,
  now = new Date(),
): Promise<void> {
  for (const payout of await provider.pendingPayoutsBefore(new Date(now.getTime() - delayMs)))
    await decidePayout(db, provider, payout.id, 'paid');
}

export function sandboxPayoutRoutes({ db }: RouteDeps, provider: SandboxProvider, delayMs: number): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ownPendingPayouts = async (playerId: number) => {
    const own = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.playerId, playerId));
    return provider.pendingPayoutsFor(own.map((w) => w.id));
  };

  app.get('/', async (c) => {
    const pending = await ownPendingPayouts(c.var.player.id);
    const list = pending.length
      ? pending.map(
          (payout) =>
            html`<article aria-labelledby="payout-${payout.id}">
              <h2 id="payout-${payout.id}">${texts.amount}: ${formatKroner(oreToKroner(payout.amountOre))}</h2>
              <form method="post" action="/sandbox/payouts/${payout.id}">
                <button class="approve" type="submit" name="outcome" value="paid">${texts.pay}</button>
                <button class="decline" type="submit" name="outcome" value="failed">${texts.fail}</button>
              </form>
            </article>`,
        )
      : html`<p>${texts.empty}</p>`;
    return testServicePage(c, {
      title: texts.title,
      notice: paymentTexts.sandbox.banner,
      formsPost: true,
      body: html`<p>${texts.intro(Math.round(delayMs / 1000))}</p>
        ${list}
        <p><a href="${paths.payout}">${texts.back}</a></p>`,
    });
  });

  app.post('/:payoutId', async (c) => {
    if (!sameOriginPost(c)) return c.text(paymentTexts.errors.pageExpired, 403);
    const form = await c.req.parseBody().catch(() => null);
    const outcome = form?.outcome === 'failed' ? 'failed' : form?.outcome === 'paid' ? 'paid' : null;
    const payout = (await ownPendingPayouts(c.var.player.id)).find((p) => p.id === c.req.param('payoutId'));
    if (outcome && payout) await decidePayout(db, provider, payout.id, outcome);
    return c.redirect('/sandbox/payouts', 303);
  });
  return app;
}

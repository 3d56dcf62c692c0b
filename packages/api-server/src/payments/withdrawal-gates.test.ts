// Issue "safe behind a real proxy, and the money races": a player's first withdrawal waits for a confirmed e-mail
// address (the page says why and the link is sent again), and every refused withdrawal speaks of the withdrawal.
// Spec section 7 (POST /api/proxy/payment/withdrawal), DOMAIN.md "Payments".
import { and, count, eq } from 'drizzle-orm';
import { mailOutbox } from '../mail/schema.ts';
import { players } from '../players/schema.ts';
import { withdrawals } from './schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { SEED_USERS } from '../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const checkMails = async (email: string) =>
  (
    await site.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.subject, 'Bekræft din e-mailadresse')))
  )[0]!.n;

describe("a player's withdrawals", () => {
  it('refuses the first withdrawal of an unconfirmed address, says why, resends the link and moves no money', async () => {
    const { email } = SEED_USERS.spare5;
    const playerId = await playerIdOf(site.db, 'spare5');
    await site.db.update(players).set({ emailVerifiedAt: null }).where(eq(players.id, playerId));
    const before = await balanceOf(site.db, playerId);
    const client = await signedIn(site, 'spare5');

    const answer = await client.post('/api/proxy/payment/withdrawal', {
      amount: 100,
      idempotencyKey: 'gate-0001-xxxxxxxxxx',
    });
    expect(answer.status).toBe(403);
    expect(await json(answer)).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      error: `Bekræft din e-mail, før du udbetaler første gang, så vi ved, at vi kan nå dig om dine penge. Vi har sendt et nyt link til ${email}.`,
    });
    expect(await checkMails(email)).toBe(1);
    expect(await balanceOf(site.db, playerId)).toBe(before);
    const [made] = await site.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.playerId, playerId));
    expect(made!.n).toBe(0);

    // Confirmed, the same request goes through.
    await site.db.update(players).set({ emailVerifiedAt: new Date() }).where(eq(players.id, playerId));
    const again = await client.post('/api/proxy/payment/withdrawal', {
      amount: 100,
      idempotencyKey: 'gate-0002-xxxxxxxxxx',
    });
    expect(again.status).toBe(200);
  });

  it('names the withdrawal, never a deposit, when its idempotency key is missing or reused', async () => {
    const client = await signedIn(site, 'spare4');
    const missing = await client.post('/api/proxy/payment/withdrawal', { amount: 100, idempotencyKey: 'kort' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await json(missing))).toContain('Udbetalingen mangler en gyldig idempotency-nøgle');

    const key = 'reuse-0001-xxxxxxxxxx';
    expect((await client.post('/api/proxy/payment/withdrawal', { amount: 100, idempotencyKey: key })).status).toBe(200);
    const reused = await client.post('/api/proxy/payment/withdrawal', { amount: 150, idempotencyKey: key });
    expect(reused.status).toBe(409);
    expect(await json(reused)).toMatchObject({ error: 'Samme idempotency-nøgle er brugt til en anden udbetaling.' });
  });
});

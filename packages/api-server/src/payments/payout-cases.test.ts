// DOMAIN.md "Limits and exclusion": money is never stranded. A player who excludes themself with money on the
// account and no card or wallet to pay it back to becomes a case in the agent console (agents only): the agent
// sees who, how much and why, pays it out by bank transfer and records the bank's reference, which pays the
// balance out on the ledger once.
import { lockResultSchema } from '@casino/api-client/profile';
import { payoutCasesSchema } from '@casino/api-client/chat';
import { paymentTexts } from '@casino/locale/payments';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../mail/schema.ts';
import { players } from '../players/schema.ts';
import { payoutCases, withdrawals } from './schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { NO_CARD_PLAYER, SEED_PASSWORD } from '../seed/index.ts';
import { SUPPORT_AGENT } from '../seed/support.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { expectLedgerBalanced } from '../../test/payments-support.ts';
import { signInAs } from '../../test/chat-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const casesPath = '/api/proxy/chat/agent/payout-cases';

describe('payout cases in the agent console', () => {
  it('shows an excluded player with no card to an agent, and recording the bank transfer pays the balance out once', async () => {
    const player = await signInAs(site, { email: NO_CARD_PLAYER.email, password: SEED_PASSWORD });
    const locked = lockResultSchema.parse(
      await json(await player.post('/api/proxy/profiles/lock', { period: 'month', acceptedNewsletters: false })),
    );
    expect(locked.payout).toBeNull();
    const [row] = await site.db.select().from(players).where(eq(players.email, NO_CARD_PLAYER.email));
    const playerId = row!.id;

    const agent = await signInAs(site, SUPPORT_AGENT);
    const listed = payoutCasesSchema.parse(await json(await agent.get(casesPath)));
    const waiting = listed.find((c) => c.customerNo === NO_CARD_PLAYER.customerNo)!;
    expect(waiting).toMatchObject({
      name: 'Birgitte Dahl',
      email: NO_CARD_PLAYER.email,
      phoneNumber: NO_CARD_PLAYER.phoneNumber,
      reason: 'exclusion',
      amount: 500,
      paid: null,
    });

    // Bad input is refused in Danish and records nothing.
    const empty = await agent.post(`${casesPath}/${waiting.id}/paid`, { bankReference: '  ' });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ error: 'Skriv bankens reference på overførslen.' });
    expect(await balanceOf(site.db, playerId)).toBe(50_000);

    const paid = await agent.post(`${casesPath}/${waiting.id}/paid`, { bankReference: 'DK-2026-000123' });
    expect(paid.status).toBe(200);
    const after = payoutCasesSchema.parse(await json(await agent.get(casesPath))).find((c) => c.id === waiting.id)!;
    expect(after.paid).toMatchObject({ agentName: SUPPORT_AGENT.displayName, bankReference: 'DK-2026-000123' });
    const [stored] = await site.db.select().from(payoutCases).where(eq(payoutCases.id, waiting.id));
    expect(stored!.paidBy).not.toBeNull();

    // The ledger pays it out: a paid withdrawal to the bank account, the balance at zero.
    expect(await balanceOf(site.db, playerId)).toBe(0);
    expect(await site.db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId))).toEqual([
      expect.objectContaining({
        amountOre: 50_000,
        status: 'paid',
        reason: 'exclusion',
        destination: 'Bankoverførsel',
      }),
    ]);
    await expectLedgerBalanced(site.db, playerId);
    const mails = await site.db.select().from(mailOutbox).where(eq(mailOutbox.playerId, playerId));
    expect(mails.filter((m) => m.subject === paymentTexts.payout.bankTransfer.paidMail.subject)).toEqual([
      expect.objectContaining({ bodyText: expect.stringContaining('DK-2026-000123') }),
    ]);

    // Recorded once: a second record is refused and pays nothing more.
    const twice = await agent.post(`${casesPath}/${waiting.id}/paid`, { bankReference: 'DK-2026-000124' });
    expect(twice.status).toBe(409);
    expect(await json(twice)).toMatchObject({ error: 'Udbetalingen er allerede registreret.' });
    expect(await site.db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId))).toHaveLength(1);
  });

  it('is for agents only: a player is refused the list and the record', async () => {
    const someone = await signedIn(site, 'player');
    expect((await someone.get(casesPath)).status).toBe(403);
    const record = await someone.post(`${casesPath}/1/paid`, { bankReference: 'DK-2026-000125' });
    expect(record.status).toBe(403);
    expect(await json(record)).toMatchObject({ code: 'AGENTS_ONLY' });
  });

  it('answers a case that does not exist with 404 in Danish', async () => {
    const agent = await signInAs(site, SUPPORT_AGENT);
    const missing = await agent.post(`${casesPath}/999999/paid`, { bankReference: 'DK-2026-000126' });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: 'Sagen findes ikke.', code: 'PAYOUT_CASE_NOT_FOUND' });
  });
});

// Spec sections 2 (/promocode, /mine/bonusser) and 3 ("Profile promo codes", "promo code" event): a code
// entered by the player is checked by the server, applies to their next qualifying deposit, and only once.
import { profilePromoCodesSchema, promoCodeRedeemResultSchema } from '@casino/api-client/profile';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { payments } from '../payments/schema.ts';
import { promoCodes } from './schema.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const redeem = (client: Client, code: string) => client.post('/api/proxy/profiles/promocodes/redeem', { code });
const refusedWith = async (response: Response, status: number, message: string) => {
  expect(response.status).toBe(status);
  expect(await json(response)).toMatchObject({ error: message, issues: [{ path: ['code'] }] });
};

describe('entering a promo code', () => {
  it('applies a code once: it becomes the next offer, a second try is refused', async () => {
    const emil = await signedIn(site, 'newPlayer'); // never deposited: the welcome offer would come first
    const before = profilePromoCodesSchema.parse(await json(await emil.get('/api/proxy/profiles/promocodes')));
    expect(before.nextPromoCode?.code).toBe('VELKOMST');

    const response = await redeem(emil, ' weekendspins ');
    expect(response.status).toBe(200);
    const result = promoCodeRedeemResultSchema.parse(await response.json());
    expect(result.code).toBe('WEEKENDSPINS');
    expect(result.nextPromoCode).toMatchObject({ code: 'WEEKENDSPINS', freeSpins: 20, wagering: null });
    const after = profilePromoCodesSchema.parse(await json(await emil.get('/api/proxy/profiles/promocodes')));
    expect(after.nextPromoCode?.code).toBe('WEEKENDSPINS');

    await refusedWith(await redeem(emil, 'WEEKENDSPINS'), 409, 'Du har allerede indløst eller brugt denne kode.');
  });

  it('carries the entered code into the next deposit that qualifies', async () => {
    const client = await signedIn(site, 'spare1');
    expect((await redeem(client, 'BONUS50')).status).toBe(200);
    const charge = await client.post('/api/proxy/payments', { amount: 250, idempotencyKey: randomUUID() });
    expect(charge.status).toBe(200);
    const { paymentId } = await json<{ paymentId: string }>(charge);
    const [payment] = await site.db
      .select({ promoCodeId: payments.promoCodeId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const [bonus50] = await site.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'BONUS50'));
    expect(payment?.promoCodeId).toBe(bonus50!.id);
  });

  it('applies once even when the same code is sent twice at the same moment', async () => {
    const client = await signedIn(site, 'spare2');
    const statuses = (await Promise.all([redeem(client, 'BONUS50'), redeem(client, 'BONUS50')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it.each([
    ['an unknown code', 'player', 'FINDESIKKE', 404, 'Koden findes ikke. Tjek, at du har skrevet den rigtigt.'],
    ['an expired code', 'player', 'SOMMER2025', 400, 'Koden er udløbet eller ikke gyldig endnu.'],
    ['a welcome code after a deposit', 'player', 'VELKOMST', 400, 'Koden gælder kun ved din første indbetaling.'],
    ['a code already used', 'player', 'BONUS50', 409, 'Du har allerede indløst eller brugt denne kode.'],
    ['something that is not a code', 'player', 'BONUS-50!', 400, 'En kampagnekode består af bogstaver og tal'],
  ] as const)('refuses %s with the Danish reason', async (_name, who, code, status, message) => {
    const client = await signedIn(site, who);
    await refusedWith(await redeem(client, code), status, message);
  });
});

// The product promises only what it does (DOMAIN.md "Bonuses": terms and a worked example in kroner stand next
// to the offer): the terms a player is shown for a promo code (the API's `message`, on the promo banner, /promocode
// and /mine/bonusser) state the bonus, the bonus spins, their value and days and the wagering with its days, and a
// confirmed deposit grants exactly that. The numbers are read back out of the Danish text as a player reads them,
// so the text and the grant are compared, not two calls of one function. Real server, real database.
import { htmlToText } from '@casino/api-client';
import { nextPromoCodeSchema, type NextPromoCode } from '@casino/api-client/payments';
import { kronerToOre, parseAmountInput } from '@casino/locale';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { freeSpinGrants } from '../games/schema.ts';
import { payments } from '../payments/schema.ts';
import { promoCodeUsages } from './bonuses/schema.ts';
import { promoCodes } from './schema.ts';
import type { SeedUserKey } from '../seed/index.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import { decide, playerIdOf } from '../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const day = 86_400_000;
const oreOf = (amount: string) => kronerToOre(parseAmountInput(amount)!);
const amount = String.raw`([\d.,]+ kr\.)`;

/** What the terms say, read out of the text a player is shown. */
function termsIn(message: string) {
  const text = htmlToText(message).replace(/\s+/g, ' ');
  const bonus = text.match(new RegExp(String.raw`(\d+) % i bonus op til ${amount}`));
  const spins = text.match(new RegExp(String.raw`(\d+) bonusspins à ${amount}`));
  const spinDays = text.match(/Bonusspinsene skal bruges inden for (\d+) dage?\./);
  const wagering = text.match(/Gennemspilskrav: (\d+) x \(indbetaling \+ bonus\) inden for (\d+) dage?\./);
  const example = text.match(
    new RegExp(String.raw`Du indbetaler ${amount} og får ${amount} i bonus\. Du skal da spille for ${amount}`),
  );
  const spinWins = text.match(/Gevinster fra bonusspins skal gennemspilles (\d+) gange inden for (\d+) dage?/);
  return {
    text,
    bonus: bonus && { percent: Number(bonus[1]), capOre: oreOf(bonus[2]!) },
    spins: spins && { count: Number(spins[1]), valueOre: oreOf(spins[2]!), days: Number(spinDays?.[1]) },
    wagering: wagering && { multiplier: Number(wagering[1]), days: Number(wagering[2]) },
    example: example && {
      depositOre: oreOf(example[1]!),
      bonusOre: oreOf(example[2]!),
      requiredOre: oreOf(example[3]!),
    },
    spinWins: spinWins && { multiplier: Number(spinWins[1]), days: Number(spinWins[2]) },
    spinWinsFree: text.includes('Gevinster fra bonusspins udbetales uden gennemspilskrav.'),
  };
}

/** The bonus the terms promise for a deposit: their percentage of it, in whole øre, at most their cap. */
const promisedBonus = (terms: { percent: number; capOre: number }, depositOre: number) =>
  Math.min(Math.floor((depositOre * terms.percent) / 100), terms.capOre);

/** The player enters the code, reads its terms, and deposits through the sandbox payment page. */
async function claimAndDeposit(client: Client, code: string, depositKroner: number): Promise<NextPromoCode> {
  const redeemed = await client.post('/api/proxy/profiles/promocodes/redeem', { code });
  expect(redeemed.status).toBe(200);
  const offer = nextPromoCodeSchema.parse(await json(await client.get('/api/proxy/payment/nextPromoCode')));
  expect(offer.code).toBe(code);
  const charge = await client.post('/api/proxy/payments', { amount: depositKroner, idempotencyKey: randomUUID() });
  expect(charge.status).toBe(200);
  await decide(client, (await json<{ hostedPaymentPageUrl: string }>(charge)).hostedPaymentPageUrl, 'approve');
  return offer;
}

async function grantsOf(playerId: number, code: string) {
  const [promo] = await site.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const mine = (table: typeof promoCodeUsages | typeof freeSpinGrants) =>
    and(eq(table.playerId, playerId), eq(table.promoCodeId, promo!.id));
  const [usage] = await site.db.select().from(promoCodeUsages).where(mine(promoCodeUsages));
  const [spins] = await site.db.select().from(freeSpinGrants).where(mine(freeSpinGrants));
  return { promo: promo!, usage: usage!, spins };
}

/** A code with numbers of its own, none of them the table's defaults: bonus and spins, 8 x over 90 days. */
async function codeWithItsOwnNumbers(id: number, code: string, values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [weekend] = await site.db.select().from(promoCodes).where(eq(promoCodes.code, 'WEEKENDSPINS'));
  await site.db.insert(promoCodes).values({
    id,
    code,
    gameId: weekend!.gameId,
    minPaymentOre: 10_000,
    freeSpins: 5,
    freeSpinValueOre: 250,
    freeSpinDays: 3,
    bonusAmountOre: 30_000,
    bonusPaymentPercent: 30,
    wageringMultiplier: 8,
    wageringDays: 90,
    ...values,
  });
}

describe('the terms a player is shown for a promo code', () => {
  beforeAll(async () => {
    await codeWithItsOwnNumbers(90, 'EGNETAL');
    // The seeded SOMMER2025 has ended; running again here, its terms can be compared with a grant too.
    await site.db.update(promoCodes).set({ validTo: null }).where(eq(promoCodes.code, 'SOMMER2025'));
  });

  it.each<[string, SeedUserKey]>([
    ['VELKOMST', 'newPlayer'],
    ['WEEKENDSPINS', 'spare1'],
    ['BONUS50', 'spare2'],
    ['SOMMER2025', 'spare3'],
    ['EGNETAL', 'spare4'],
  ])('for %s state the bonus, spins, value, days and multiplier its grant gives', async (code, who) => {
    const client = await signedIn(site, who);
    const depositOre = kronerToOre(500);
    const offer = await claimAndDeposit(client, code, 500);
    const terms = termsIn(offer.message);
    const { promo, usage, spins } = await grantsOf(await playerIdOf(site.db, who), code);

    // The bonus: the promised share of this deposit, up to the promised cap, wagered as promised.
    const bonusOre = terms.bonus ? promisedBonus(terms.bonus, depositOre) : 0;
    expect(usage.bonusAmountOre).toBe(bonusOre);
    // The deposit names the bonus it granted: the bonus page shows the deposit it was granted for.
    const [deposit] = await site.db.select().from(payments).where(eq(payments.grantedBonusId, usage.id));
    expect(deposit?.amountOre).toBe(depositOre);
    expect(offer.bonusPaymentPercent).toBe(terms.bonus?.percent ?? 0);
    if (terms.wagering && bonusOre > 0) {
      expect(usage.wageringRequiredOre).toBe(terms.wagering.multiplier * (depositOre + bonusOre));
      expect(usage.expiresAt.getTime() - usage.startedAt.getTime()).toBe(terms.wagering.days * day);
      expect(offer.wagering).toEqual(terms.wagering);
      // The worked example follows the same rules.
      const example = terms.example!;
      expect(example.bonusOre).toBe(promisedBonus(terms.bonus!, example.depositOre));
      expect(example.requiredOre).toBe(terms.wagering.multiplier * (example.depositOre + example.bonusOre));
    } else {
      expect(usage.wageringRequiredOre).toBe(0);
    }
    expect(Boolean(terms.bonus)).toBe(promo.bonusPaymentPercent > 0);

    // The bonus spins: as many as promised, at the promised value, for the promised days, their wins as promised.
    if (terms.spins) {
      expect(spins).toMatchObject({ spinsTotal: terms.spins.count, spinValueOre: terms.spins.valueOre });
      expect(spins!.expiresAt.getTime() - spins!.grantedAt.getTime()).toBe(terms.spins.days * day);
      if (terms.wagering) expect(terms.spinWins).toEqual(terms.wagering);
      else expect(terms.spinWinsFree).toBe(true);
    } else {
      expect(spins).toBeUndefined();
    }
    expect(Boolean(terms.spins)).toBe(promo.freeSpins > 0);
  });
});

describe('a welcome bonus', () => {
  it('is wagered within the days of its own code, as its terms say', async () => {
    await codeWithItsOwnNumbers(91, 'VELKOMST90', {
      firstDepositOnly: true,
      freeSpins: 0,
      bonusAmountOre: 100_000,
      bonusPaymentPercent: 100,
      wageringMultiplier: 10,
      wageringDays: 90,
    });
    // Never deposited: a welcome code is theirs once they set a deposit limit.
    const client = await signedIn(site, 'noLimits');
    expect((await client.post('/api/proxy/payment/limits', { daily: 2_000 })).status).toBe(200);
    const offer = await claimAndDeposit(client, 'VELKOMST90', 400);
    expect(termsIn(offer.message).text).toContain(
      'Gennemspilskrav: 10 x (indbetaling + bonus) inden for 90 dage. Eksempel: Du indbetaler 500 kr. og får 500 kr. i bonus. Du skal da spille for 10.000 kr., før bonussen kan udbetales.',
    );
    const { usage } = await grantsOf(await playerIdOf(site.db, 'noLimits'), 'VELKOMST90');
    expect(usage).toMatchObject({ bonusAmountOre: 40_000, wageringRequiredOre: 10 * 80_000, status: 'active' });
    expect(usage.expiresAt.getTime() - usage.startedAt.getTime()).toBe(90 * day);
  });
});

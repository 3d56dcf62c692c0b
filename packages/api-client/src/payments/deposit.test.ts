import { depositStatusSchema } from '@casino/api-client';
import { depositRules } from '@casino/locale';
import {
  depositAmountSchema,
  depositAmountWithinAllowance,
  depositInfoSchema,
  depositLimitsSchema,
  depositLimitsUpdateSchema,
  chargeRequestSchema,
  chargeResultSchema,
  isFirstTimeDeposit,
  nextPromoCodeResponseSchema,
  paymentChargeRequestSchema,
  paymentRefusalMessage,
  receiptQuerySchema,
  receiptSchema,
  transactionPageSchema,
  transactionsQuerySchema,
  withdrawalRequestSchema,
  withdrawalResultSchema,
} from '@casino/api-client/payments';
import { incompletePromoCodeUsagesSchema, profilePromoCodesSchema } from '@casino/api-client/profile';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

// Spec section 3 "Deposit status".
describe('deposit status and info', () => {
  it('reads balance, limit reached and the remaining allowance', () => {
    const status = { balance: 1250.75, limitReached: false, maxAllowedCreditLimit: 750, limitsSet: true };
    expect(depositStatusSchema.parse(status)).toEqual(status);
  });

  it('refuses a status without limitReached or with a negative allowance', () => {
    expect(depositStatusSchema.safeParse({ balance: 1, maxAllowedCreditLimit: 1, limitsSet: true }).success).toBe(
      false,
    );
    expect(
      depositStatusSchema.safeParse({ balance: 1, limitReached: false, maxAllowedCreditLimit: -1, limitsSet: true })
        .success,
    ).toBe(false);
  });

  it('reads the deposit info of a first-time and a returning depositor', () => {
    expect(depositInfoSchema.parse({ hasDeposited: false, depositCount: 0, lastDeposit: null }).lastDeposit).toBeNull();
    const returning = {
      hasDeposited: true,
      depositCount: 3,
      lastDeposit: { amount: 200, method: 'visa', createdAt: '2026-11-20T12:00:00.000Z' },
    };
    expect(depositInfoSchema.parse(returning)).toEqual(returning);
    expect(depositInfoSchema.safeParse({ ...returning, depositCount: 1.5 }).success).toBe(false);
  });
});

// Spec section 5: deposit amount validation texts, word for word.
describe('deposit amount', () => {
  it.each([
    [undefined, 'Beløb er påkrævet'],
    [Number.NaN, 'Beløb er påkrævet'],
    [49, 'Minimumsbeløb er 50 kr.'],
    [10_001, 'Maksimumsbeløb er 10.000 kr.'],
  ])('refuses %p with %p', (amount, message) => {
    expect(firstMessage(depositAmountSchema.safeParse(amount))).toBe(message);
  });

  it('accepts the bounds 50 and 10000 of depositRules', () => {
    expect(depositRules).toEqual({ minimum: 50, maximum: 10_000 });
    expect(depositAmountSchema.parse(50)).toBe(50);
    expect(depositAmountSchema.parse(10_000)).toBe(10_000);
  });

  it('refuses more than the remaining allowance, naming it in Danish format', () => {
    expect(depositAmountWithinAllowance(1500).parse(1500)).toBe(1500);
    expect(firstMessage(depositAmountWithinAllowance(1500).safeParse(2000))).toBe(
      'Du har 1.500 kr. tilbage før din indbetalingsgrænse er nået.',
    );
    expect(firstMessage(depositAmountWithinAllowance(1250.5).safeParse(2000))).toBe(
      'Du har 1.250,50 kr. tilbage før din indbetalingsgrænse er nået.',
    );
  });

  // Spec section 5: the first failing rule in its order gives the message.
  it('names the maximum before the allowance (spec 5 order: required, minimum, maximum, allowance)', () => {
    expect(firstMessage(depositAmountWithinAllowance(5000).safeParse(10_001))).toBe('Maksimumsbeløb er 10.000 kr.');
    expect(firstMessage(depositAmountWithinAllowance(30).safeParse(20))).toBe('Minimumsbeløb er 50 kr.');
  });

  // Card deposits are whole kroner; øre are refused, not charged (docs/decisions/0011-whole-kroner-deposits.md).
  it.each([1500.5, 50.01, 9999.99])('refuses %p kr. as not whole kroner', (amount) => {
    expect(firstMessage(depositAmountSchema.safeParse(amount))).toBe(
      'Indbetal et helt antal kroner uden øre, fx 150 kr.',
    );
  });
});

// DOMAIN.md: daily, weekly and monthly limits; a raise waits 24 hours.
describe('deposit limits', () => {
  it('reads the three limits with a pending raise', () => {
    const limits = {
      daily: {
        amount: 500,
        used: 200,
        remaining: 300,
        pending: { amount: 800, effectiveAt: '2026-11-23T10:00:00.000Z' },
      },
      weekly: null,
      monthly: { amount: 5000, used: 200, remaining: 4800, pending: null },
    };
    expect(depositLimitsSchema.parse(limits)).toEqual(limits);
    expect(depositLimitsSchema.safeParse({ ...limits, weekly: undefined }).success).toBe(false);
  });

  it('accepts a change of any limit in whole kroner', () => {
    expect(depositLimitsUpdateSchema.parse({ daily: 500, monthly: 10_000 })).toEqual({ daily: 500, monthly: 10_000 });
  });

  it('refuses an empty change, øre, and limits out of order, in Danish', () => {
    expect(firstMessage(depositLimitsUpdateSchema.safeParse({}))).toBe('Angiv mindst én indbetalingsgrænse');
    expect(firstMessage(depositLimitsUpdateSchema.safeParse({ daily: 10.5 }))).toBe(
      'Den daglige grænse skal være et helt antal kroner',
    );
    expect(firstMessage(depositLimitsUpdateSchema.safeParse({ daily: 1000, weekly: 500 }))).toBe(
      'Den daglige grænse må ikke være højere end den ugentlige',
    );
    expect(firstMessage(depositLimitsUpdateSchema.safeParse({ weekly: 5000, monthly: 1000 }))).toBe(
      'Den ugentlige grænse må ikke være højere end den månedlige',
    );
    expect(depositLimitsUpdateSchema.safeParse({ yearly: 100 }).success).toBe(false);
  });
});

const promo = {
  code: 'VELKOMST100',
  game: 'book-of-vikings',
  minPaymentTransactionAmount: 100,
  freeSpins: 50,
  bonusAmount: 500,
  bonusPaymentPercent: 100,
  message: '<p>Få 100 % bonus op til 500 kr.</p>',
  wagering: { multiplier: 10, days: 60 },
};

// Spec section 3 "Next promo code" and "Profile promo codes".
describe('promo codes', () => {
  it('reads the next promo code, or null when there is none', () => {
    expect(nextPromoCodeResponseSchema.parse(promo)).toEqual(promo);
    expect(nextPromoCodeResponseSchema.parse(null)).toBeNull();
  });

  it('refuses a bonus above the 1,000 kr. the Danish rules allow, or wagering above 10x', () => {
    expect(nextPromoCodeResponseSchema.safeParse({ ...promo, bonusAmount: 1500 }).success).toBe(false);
    expect(nextPromoCodeResponseSchema.safeParse({ ...promo, wagering: { multiplier: 35, days: 60 } }).success).toBe(
      false,
    );
  });

  it('reads the profile promo codes with a game on every free-spin entry', () => {
    const codes = {
      nextPromoCode: null,
      freeSpins: [
        {
          id: 'fs-1',
          code: 'VELKOMST100',
          game: { slug: 'book-of-vikings', title: 'Book of Vikings', imageUrl: null },
          spins: 50,
          remainingSpins: 12,
          spinValue: 1,
          expiresAt: '2026-12-01T00:00:00.000Z',
        },
      ],
    };
    expect(profilePromoCodesSchema.parse(codes)).toEqual(codes);
    const withoutGame = { ...codes, freeSpins: [{ ...codes.freeSpins[0], game: undefined }] };
    expect(profilePromoCodesSchema.safeParse(withoutGame).success).toBe(false);
  });

  it('reads whether promo code usage is incomplete', () => {
    expect(incompletePromoCodeUsagesSchema.parse({ hasIncomplete: true })).toEqual({ hasIncomplete: true });
    expect(incompletePromoCodeUsagesSchema.safeParse({ hasIncomplete: 'yes' }).success).toBe(false);
  });
});

const charge = {
  amount: 250,
  redirectUrl: 'http://localhost/mine/spil?status=paymentSuccess',
  cancelUrl: 'http://localhost/profile/payment/deposit',
  termsUrl: 'http://localhost/legal/vilkaar-og-regler',
  idempotencyKey: '3f0e4a52-8a8c-4f4e-9d1e-0c9b8f1d2a33',
};

// Spec section 7: card charge (currency default DKK, gameSessionId nullable).
describe('charge request', () => {
  it('defaults the currency to DKK, the game session to none and the method to bank, and accepts dkk', () => {
    expect(chargeRequestSchema.parse(charge)).toEqual({
      ...charge,
      currency: 'DKK',
      gameSessionId: null,
      method: 'bank',
    });
    expect(chargeRequestSchema.parse({ ...charge, method: 'card' })).toMatchObject({ method: 'card' });
    expect(firstMessage(chargeRequestSchema.safeParse({ ...charge, method: 'cash' }))).toBe(
      'Vælg en betalingsmetode: kort og wallets eller bankoverførsel.',
    );
    expect(chargeRequestSchema.parse({ ...charge, currency: 'dkk', gameSessionId: 'gs-9' })).toMatchObject({
      currency: 'DKK',
      gameSessionId: 'gs-9',
    });
  });

  it('refuses another currency, a non-web return URL, a missing idempotency key or an unknown field', () => {
    expect(firstMessage(chargeRequestSchema.safeParse({ ...charge, currency: 'EUR' }))).toBe(
      'Kun danske kroner (DKK) understøttes',
    );
    expect(chargeRequestSchema.safeParse({ ...charge, redirectUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(chargeRequestSchema.safeParse({ ...charge, idempotencyKey: undefined }).success).toBe(false);
    expect(chargeRequestSchema.safeParse({ ...charge, bonus: true }).success).toBe(false);
  });

  it('leaves the return URLs out when none are given: the server applies the spec section 7 defaults', () => {
    const bare = { amount: charge.amount, idempotencyKey: charge.idempotencyKey };
    expect(chargeRequestSchema.parse(bare)).toEqual({ ...bare, currency: 'DKK', gameSessionId: null, method: 'bank' });
  });

  it('refuses a charge of 1500,50 kr.: deposits are whole kroner', () => {
    expect(firstMessage(chargeRequestSchema.safeParse({ ...charge, amount: 1500.5 }))).toBe(
      'Indbetal et helt antal kroner uden øre, fx 150 kr.',
    );
  });

  it('has no terms URL on the second charge call', () => {
    const { termsUrl, ...second } = charge;
    expect(paymentChargeRequestSchema.parse(second)).toMatchObject({ amount: 250, currency: 'DKK' });
    expect(paymentChargeRequestSchema.safeParse({ ...second, termsUrl }).success).toBe(false);
  });
});

// Spec section 3 "Charge result" and "Payment receipt".
describe('charge result and receipt', () => {
  it('reads a charge that gives a hosted payment page, and one that failed', () => {
    expect(chargeResultSchema.parse({ hostedPaymentPageUrl: '/sandbox/pay/p-1', paymentId: 'p-1' })).toEqual({
      hostedPaymentPageUrl: '/sandbox/pay/p-1',
      paymentId: 'p-1',
      error: null,
    });
    expect(chargeResultSchema.parse({ error: 'Kortet blev afvist' })).toEqual({
      hostedPaymentPageUrl: null,
      paymentId: null,
      error: 'Kortet blev afvist',
    });
    expect(chargeResultSchema.safeParse({ hostedPaymentPageUrl: 'ftp://evil' }).success).toBe(false);
  });

  const receipt = {
    paymentId: 'p-1',
    amount: 250,
    ftd: 'true',
    method: 'visa',
    status: 'completed',
    createdAt: '2026-11-22T09:00:00.000Z',
  };

  it("reads a receipt and tells a first-time deposit by ftd 'true'", () => {
    expect(receiptSchema.parse(receipt)).toEqual({ ...receipt, refusalCode: null });
    expect(isFirstTimeDeposit(receiptSchema.parse(receipt))).toBe(true);
    expect(isFirstTimeDeposit(receiptSchema.parse({ ...receipt, ftd: 'false' }))).toBe(false);
  });

  it('reads a payment refused at confirmation with the code of its reason, and no unknown code', () => {
    const refused = { ...receipt, ftd: 'false', status: 'refused', refusalCode: 'PLAY_PAUSED' };
    expect(receiptSchema.parse(refused)).toMatchObject({ status: 'refused', refusalCode: 'PLAY_PAUSED' });
    expect(receiptSchema.safeParse({ ...refused, refusalCode: 'SOMETHING_ELSE' }).success).toBe(false);
  });

  it.each([
    ['PLAY_PAUSED', 'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.'],
    ['DEPOSIT_LIMIT_REACHED', 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.'],
    ['ACCOUNT_CLOSED', 'Din konto er lukket for spil.'],
    [null, 'Der skete en fejl under betalingen. Prøv igen.'],
  ] as const)('tells the player in Danish why a payment with code %s was refused', (code, message) => {
    expect(paymentRefusalMessage(code)).toBe(message);
  });

  it('refuses ftd as a boolean or any other string', () => {
    expect(receiptSchema.safeParse({ ...receipt, ftd: true }).success).toBe(false);
    expect(receiptSchema.safeParse({ ...receipt, ftd: 'yes' }).success).toBe(false);
  });

  it('needs a paymentId to look a receipt up', () => {
    expect(receiptQuerySchema.parse({ paymentId: 'p-1' })).toEqual({ paymentId: 'p-1' });
    expect(firstMessage(receiptQuerySchema.safeParse({}))).toBe('Referencen er ugyldig.');
  });
});

// Spec section 7: withdrawal (amount, fullAmount default false); DOMAIN.md "Payments": once per request.
describe('withdrawal', () => {
  const idempotencyKey = 'payout-attempt-0000001';

  it('defaults fullAmount and forfeitBonus to false and takes the whole balance without an amount', () => {
    expect(withdrawalRequestSchema.parse({ amount: 300, idempotencyKey })).toEqual({
      amount: 300,
      fullAmount: false,
      idempotencyKey,
      forfeitBonus: false,
    });
    expect(withdrawalRequestSchema.parse({ fullAmount: true, idempotencyKey })).toEqual({
      fullAmount: true,
      idempotencyKey,
      forfeitBonus: false,
    });
  });

  it('refuses a withdrawal without an amount, of nothing or without its idempotency key, in Danish', () => {
    expect(firstMessage(withdrawalRequestSchema.safeParse({ idempotencyKey }))).toBe('Beløb er påkrævet');
    expect(firstMessage(withdrawalRequestSchema.safeParse({ amount: 0, idempotencyKey }))).toBe(
      'Beløbet skal være større end 0 kr.',
    );
    expect(firstMessage(withdrawalRequestSchema.safeParse({ amount: 10.005, idempotencyKey }))).toBe(
      'Beløbet kan højst have to decimaler',
    );
    expect(withdrawalRequestSchema.safeParse({ amount: 100 }).success).toBe(false);
  });

  it('reads the withdrawal result', () => {
    const result = { withdrawalId: 'w-1', amount: 300, balance: 950.75, status: 'requested', forfeitedBonus: 0 };
    expect(withdrawalResultSchema.parse(result)).toEqual(result);
    expect(withdrawalResultSchema.safeParse({ ...result, status: 'sent' }).success).toBe(false);
  });
});

describe('transactions', () => {
  it('defaults to the 50 newest and filters by type', () => {
    expect(transactionsQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(transactionsQuerySchema.parse({ type: 'deposit', limit: '10', offset: '20' })).toEqual({
      type: 'deposit',
      limit: 10,
      offset: 20,
    });
    expect(transactionsQuerySchema.safeParse({ type: 'refund' }).success).toBe(false);
  });

  it('reads a page of signed ledger entries and refuses an unknown type', () => {
    const page = {
      items: [
        {
          id: 't-2',
          type: 'bet',
          amount: -10,
          balanceAfter: 240,
          createdAt: '2026-11-22T09:05:00.000Z',
          reference: 'r-1',
          withdrawalStatus: null,
          depositMethod: null,
        },
        {
          id: 't-1',
          type: 'deposit',
          amount: 250,
          balanceAfter: 250,
          createdAt: '2026-11-22T09:00:00.000Z',
          reference: 'p-1',
          withdrawalStatus: null,
          depositMethod: null,
        },
      ],
      total: 2,
    };
    expect(transactionPageSchema.parse(page)).toEqual(page);
    expect(transactionPageSchema.safeParse({ ...page, items: [{ ...page.items[0], type: 'fee' }] }).success).toBe(
      false,
    );
  });
});

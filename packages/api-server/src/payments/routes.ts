import type { DepositStatus } from '@casino/api-client';
import {
  chargeRequestSchema,
  depositLimitsUpdateSchema,
  paymentErrorCodes,
  paymentChargeRequestSchema,
  receiptQuerySchema,
  transactionsQuerySchema,
  withdrawalRequestSchema,
  type ChargeResult,
  type ParsedChargeRequest,
  type PaymentRefusal,
  type PayoutInfo,
  type WithdrawalResult,
  type BankAccountSelection,
} from '@casino/api-client/payments';
import { referenceIdSchema } from '@casino/api-client/requests';
import { paymentTexts } from '@casino/locale/payments';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { CprVault } from '../players/cpr-vault.ts';
import { publicOrigin } from '../auth/request-origin.ts';
import { clientIp } from '../http/client-ip.ts';
import { remailConfirmation, unconfirmedFirstWithdrawer } from './confirmed-email.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { badRequest, validJson, validParam, validQuery } from '../http/validate.ts';
import type { Mailer } from '../mail/mailer.ts';
import { messages } from '../messages.ts';
import { nextPromoCodeFor } from '../promotions/next-promo-code.ts';
import {
  createCharge,
  depositInfoOf,
  depositProvidersOf,
  depositStatusOf,
  isSameOrigin,
  paymentOf,
  receiptOf,
  voidAtProvider,
  withChargeDefaults,
} from './deposits.ts';
import { limitStatesOf, limitsAnswer, setLimits } from './limits.ts';
import {
  cancelWithdrawal,
  PAYOUT_MINIMUM_ORE,
  payoutInfoOf,
  requestWithdrawal,
  withdrawalOf,
  withdrawalWire,
} from './payouts.ts';
import { transactionsOf } from './transactions.ts';
import { startBankAccountSelection } from './bank-accounts.ts';
import { logger } from '../logger.ts';
import type { PaymentProvider } from './provider.ts';
import { handleOwnProtocolNotification } from './own-protocol-notification.ts';
import { returnUrl } from './return-url.ts';
import { CANCELLED_PARAM } from './nexi/adapter.ts';
import { settledOnReturn } from './nexi/on-return.ts';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { described } from '../http/openapi.ts';

/** The payment providers' seams: Trustly (bank payments and every payout) and Nexi (cards and wallets). */
interface PaymentSeams {
  payment: PaymentProvider;
  cardPayment: PaymentProvider;
}

export interface PaymentDeps extends RouteDeps {
  providers: PaymentSeams & { mail: Mailer };
  /** Keeps CPR numbers as keys and sealed copies, never in clear. */
  cprVault: CprVault;
  /** How long a requested withdrawal may still be cancelled before it goes to the payment provider. */
  payoutHoldMs?: number;
  /** The clock of limit decisions (tests move it; the server uses the real time). */
  now?: () => Date;
}

/**
 * The idempotency key may come in the body or as the `Idempotency-Key` header (which must then agree); the body
 * must be an object.
 */
function withIdempotencyKey(body: unknown, c: Context): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(messages.invalidInput);
  const fields = body as Record<string, unknown>;
  const headerKey = c.req.header('idempotency-key');
  if (headerKey !== undefined && fields.idempotencyKey !== undefined && headerKey !== fields.idempotencyKey)
    throw badRequest(paymentTexts.errors.idempotencyKeysDiffer);
  return { ...fields, idempotencyKey: fields.idempotencyKey ?? headerKey };
}

/**
 * Every /api/proxy/payment* call (behind requireSession and the CSRF check): deposit status and info, limits,
 * the next offer, both charge calls, receipts, withdrawals and the transactions list.
 */
export function paymentRoutes(deps: PaymentDeps): Hono<AppEnv> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const providers = depositProvidersOf(deps.providers);
  const app = new Hono<AppEnv>();

  app.get(
    '/payment/depositStatus',
    described(
      '`depositStatusSchema` `{ balance, limitReached, maxAllowedCreditLimit, limitsSet }`: the allowance is the least of (limit − used) over the limits, capped at 10.000 kr.; 0 without limits',
    ),
    async (c) => {
      const { balanceOre, allowance } = await depositStatusOf(db, c.var.player.id, now());
      return c.json({
        balance: oreToKroner(balanceOre),
        limitReached: allowance.limitsSet && allowance.limitRemainingOre <= 0,
        maxAllowedCreditLimit: oreToKroner(allowance.maxDepositOre),
        limitsSet: allowance.limitsSet,
      } satisfies DepositStatus);
    },
  );

  app.get('/payment/userDepositInfo', described('`{ hasDeposited, depositCount, lastDeposit }`'), async (c) =>
    c.json(await depositInfoOf(db, c.var.player.id)),
  );

  app.get(
    '/payment/limits',
    described(
      'The deposit limits (`depositLimitsSchema`): per period `{ amount, used, remaining, pending }` or `null`',
    ),
    async (c) => c.json(limitsAnswer(await limitStatesOf(db, c.var.player.id, now()))),
  );
  app.post(
    '/payment/limits',
    described(
      'Sets the deposit limits (whole kr.): the limits now; a first or lower limit applies at once (open payments it leaves no room for are refused), a raise is `pending` for 24 hours',
    ),
    validJson(depositLimitsUpdateSchema),
    async (c) => {
      const update = c.req.valid('json');
      const at = now();
      const { refusedPaymentIds } = await setLimits(db, c.var.player.id, update, at);
      // Open payments the lower limit leaves no room for are cancelled at the provider too.
      await voidAtProvider(db, providers, refusedPaymentIds);
      return c.json(limitsAnswer(await limitStatesOf(db, c.var.player.id, at)));
    },
  );

  app.get(
    '/payment/nextPromoCode',
    described('The offer of the next qualifying deposit (`nextPromoCodeSchema`) or `null`'),
    async (c) => c.json(await nextPromoCodeFor(db, c.var.player.id)),
  );

  /** Both charge calls: same checks, same core; the second has no terms URL of its own (its default applies). */
  const charge = async (c: Context<AppEnv>, parsed: ParsedChargeRequest) => {
    const origin = publicOrigin(c);
    const request = withChargeDefaults(parsed, origin);
    for (const field of ['redirectUrl', 'cancelUrl', 'termsUrl'] as const)
      if (!isSameOrigin(request[field], origin)) {
        const error = paymentTexts.errors.foreignUrl;
        const refusal: PaymentRefusal = { error, code: paymentErrorCodes.FOREIGN_RETURN_URL };
        return c.json({ ...refusal, issues: [{ path: [field], message: error, code: 'custom' }] }, 400);
      }
    const outcome = await createCharge(db, providers, { ...request, playerId: c.var.player.id }, now());
    if (!outcome.ok)
      return c.json({ error: outcome.error, code: outcome.code, hostedPaymentPageUrl: null }, outcome.status);
    return c.json({
      hostedPaymentPageUrl: providers[outcome.payment.provider].hostedPageUrl(origin, outcome.atProvider),
      paymentId: outcome.payment.id,
      error: null,
    } satisfies ChargeResult);
  };
  app.post(
    '/payments',
    described(
      'A deposit by the chosen `method` (`card`: Nexi, `bank`: Trustly, the default): `{ hostedPaymentPageUrl, paymentId, error: null }`; `idempotencyKey` in the body or the `idempotency-key` header; 400 bad input or a return URL off the site (`FOREIGN_RETURN_URL`); 403 `DEPOSIT_LIMIT_REQUIRED`, `PLAY_PAUSED`, `SELF_EXCLUDED`, `ACCOUNT_CLOSED`; 409 `DEPOSIT_LIMIT_REACHED`',
    ),
    validJson(chargeRequestSchema, withIdempotencyKey),
    (c) => charge(c, c.req.valid('json')),
  );
  app.post(
    '/payment/charge',
    described('As `POST /api/proxy/payments`, without a terms URL of its own'),
    validJson(paymentChargeRequestSchema, withIdempotencyKey),
    (c) => charge(c, c.req.valid('json')),
  );

  app.get(
    '/payment/receipt',
    described(
      "A payment's receipt (`receiptSchema`); `refused` with its code: not credited; 404 for another player's payment",
    ),
    validQuery(receiptQuerySchema),
    async (c) => {
      const { paymentId } = c.req.valid('query');
      const payment = await paymentOf(db, paymentId, c.var.player.id);
      if (!payment) return c.json({ error: paymentTexts.errors.paymentNotFound }, 404);
      return c.json(await receiptOf(db, payment));
    },
  );

  app.get(
    '/payment/payoutInfo',
    described(
      'What can be paid out (`payoutInfoSchema`): balance, active bonus, minimum, destination and the withdrawals',
    ),
    async (c) => {
      const { balanceOre, bonusOre, destination, withdrawals } = await payoutInfoOf(db, c.var.player.id, now());
      return c.json({
        balance: oreToKroner(balanceOre),
        activeBonus: oreToKroner(Math.min(bonusOre, balanceOre)),
        minimum: oreToKroner(PAYOUT_MINIMUM_ORE),
        destination: destination?.label ?? null,
        withdrawals: withdrawals.map(withdrawalWire),
      } satisfies PayoutInfo);
    },
  );

  app.post(
    '/payment/bankAccount',
    described(
      "Starts registering a bank account for payouts (Trustly's SelectAccount): `{ url }`, the provider's page, which returns to the payout page with `bankkonto=valgt` or `afbrudt`; the account counts once the provider's signed account notification verified it; 502 `BANK_ACCOUNT_UNAVAILABLE`",
    ),
    async (c) => {
      const refusal = {
        error: paymentTexts.payout.accountFailed,
        code: paymentErrorCodes.BANK_ACCOUNT_UNAVAILABLE,
      } satisfies PaymentRefusal;
      try {
        const started = await startBankAccountSelection(db, deps.providers.payment, deps.cprVault, {
          playerId: c.var.player.id,
          origin: publicOrigin(c),
        });
        return started ? c.json(started satisfies BankAccountSelection) : c.json(refusal, 502);
      } catch (error) {
        logger.warn({ err: error }, 'the payment provider did not start an account selection');
        return c.json(refusal, 502);
      }
    },
  );

  app.post(
    '/payment/withdrawal',
    described(
      'A withdrawal (`{ amount }` or `{ fullAmount: true }`): `{ withdrawalId, amount, balance, status, forfeitedBonus }`; 400 above the balance or into bonus money still being wagered; 403 `EMAIL_NOT_CONFIRMED` (the link mailed again)',
    ),
    validJson(withdrawalRequestSchema, withIdempotencyKey),
    async (c) => {
      const request = c.req.valid('json');
      const unconfirmed = await unconfirmedFirstWithdrawer(db, c.var.player.id);
      if (unconfirmed) {
        const resent = await remailConfirmation(db, unconfirmed, {
          ip: clientIp(c),
          secret: deps.authSecret,
          origin: publicOrigin(c).origin,
          mailer: deps.providers.mail,
        });
        const error = paymentTexts.payout.errors.emailNotConfirmed(unconfirmed.email, resent);
        return c.json({ error, code: paymentErrorCodes.EMAIL_NOT_CONFIRMED }, 403);
      }
      const outcome = await requestWithdrawal(
        db,
        {
          playerId: c.var.player.id,
          amountOre: request.amount === undefined ? undefined : kronerToOre(request.amount),
          fullAmount: request.fullAmount,
          idempotencyKey: request.idempotencyKey,
          forfeitBonus: request.forfeitBonus,
          reason: 'player',
          holdMs: deps.payoutHoldMs ?? 0,
        },
        now(),
      );
      if (!outcome.ok) {
        const { error, code, forfeit, status } = outcome;
        return c.json({ error, code, ...(forfeit === undefined ? {} : { forfeit }) }, status);
      }
      const { withdrawal } = outcome;
      return c.json({
        withdrawalId: withdrawal.id,
        amount: oreToKroner(withdrawal.amountOre),
        balance: oreToKroner(outcome.balanceOre),
        status: withdrawal.status,
        forfeitedBonus: oreToKroner(withdrawal.forfeitedBonusOre),
      } satisfies WithdrawalResult);
    },
  );

  app.get(
    '/payment/withdrawals/:id',
    described("One of the player's withdrawals; 404 for anyone else's"),
    async (c) => {
      const withdrawal = await withdrawalOf(db, c.var.player.id, c.req.param('id'));
      if (!withdrawal) return c.json({ error: paymentTexts.payout.errors.notFound }, 404);
      return c.json(withdrawalWire(withdrawal));
    },
  );

  app.post(
    '/payment/withdrawals/:id/cancel',
    described('Cancels a withdrawal while it is held: the withdrawal; 409 once it went to the provider'),
    validParam('id', referenceIdSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await cancelWithdrawal(db, c.var.player.id, id, now());
      if (!outcome.ok) return c.json({ error: outcome.error, code: outcome.code }, outcome.status);
      return c.json(withdrawalWire(outcome.withdrawal));
    },
  );

  app.get(
    '/payment/transactions',
    described(
      'The ledger, newest first, the whole history: `{ items: [{ id, type, amount, balanceAfter, createdAt, reference }], total }`',
    ),
    validQuery(transactionsQuerySchema),
    async (c) => c.json(await transactionsOf(db, c.var.player.id, c.req.valid('query'))),
  );
  return app;
}

/** POST /api/payments/provider/notify: the payment provider's server-to-server call (no session, signed). */
export function providerNotifyRoutes({ db, providers }: RouteDeps & { providers: PaymentSeams }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(
    '/provider/notify',
    described(
      "Trustly's signed notification (JSON-RPC `credit`, `debit`, `pending`, `cancel`, `account`, `payoutconfirmation`, `payoutfailed`): booked once per notificationid and answered with the merchant's signed OK; the payment or payout it concerns is settled once; 401 bad signature",
      { security: 'signature' },
    ),
    async (c) => {
      const reply = await handleOwnProtocolNotification(db, providers.payment, await c.req.text());
      if (reply.status !== 200) return c.json({ error: reply.error }, reply.status);
      return c.body(reply.json, 200, { 'content-type': 'application/json; charset=utf-8' });
    },
  );
  app.post(
    '/nexi/notify',
    described(
      "Nexi Checkout's webhook (`payment.checkout.completed`, `payment.charge.created.v2`, `payment.charge.failed`, `payment.cancel.created`, `payment.refund.completed`): believed only with the payment's own Authorization value, booked once per event id; the payment is then read back from Nexi and settled once; 401 wrong authorization",
      { security: 'signature' },
    ),
    async (c) => {
      const body = await c.req.text();
      const reply = await handleOwnProtocolNotification(db, providers.cardPayment, body, c.req.header('authorization'));
      if (reply.status !== 200) return c.json({ error: reply.error }, reply.status);
      return c.body(reply.json, 200, { 'content-type': 'application/json; charset=utf-8' });
    },
  );
  app.get(
    '/return/:paymentId',
    described(
      "Where the payer's browser comes back from the provider's page: a 303 to the success URL, the cancel URL or the payment error page, by the payment's state (a card payment read back from Nexi first)",
    ),
    async (c) => {
      const found = await paymentOf(db, c.req.param('paymentId'));
      if (!found) return c.json({ error: paymentTexts.errors.paymentNotFound }, 404);
      const payment = await settledOnReturn(
        db,
        providers.cardPayment,
        found,
        c.req.query(CANCELLED_PARAM) !== undefined,
      );
      return c.redirect(returnUrl(payment, publicOrigin(c)), 303);
    },
  );
  return app;
}

/**
 * Deposits, from the charge to the ledger: a charge opens a pending payment and the provider's payment for it;
 * the provider's signed notification confirms it from the provider's own record and credits the ledger once.
 * The routes are in `routes.ts`, the provider seam in `provider.ts`, the ledger in `../ledger/ledger.ts`.
 */
import type { DepositInfo, DepositMethod, ParsedChargeRequest, Receipt } from '@casino/api-client/payments';
import { paymentErrorCodeSchema, paymentErrorCodes, type PaymentErrorCode } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { paths } from '@casino/platform/paths';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { kronerToOre, oreToKroner } from '@casino/locale';
import type { Database, DbTransaction } from '../db/client.ts';
import { payments } from './schema.ts';
import { balanceOf, entriesOfType, isFirstEntryOfType, postIn } from '../ledger/ledger.ts';
import { logger } from '../logger.ts';
import { playBlockOf, type PlayBlock } from '../players/play-block.ts';
import { playFacts } from './play-facts.ts';
import { grantFreeSpins } from '../games/free-spins/grant.ts';
import { grantOffer, promoCodeIdOf } from '../promotions/grant-offer.ts';
import { nextPromoCodeFor } from '../promotions/next-promo-code.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import { allowanceOf, exceedsAllowance, limitStatesOf } from './limits.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

/** A payment not completed within 30 minutes expires and stops counting against the limits. */
export const PAYMENT_TTL_MS = 30 * 60_000;

export type Payment = typeof payments.$inferSelect;

/** The provider of each kind of deposit: bank by Trustly, card and wallets by Nexi (decision 0069). */
export type DepositProviders = Record<Payment['provider'], PaymentProvider>;
export const depositProvidersOf = (providers: { payment: PaymentProvider; cardPayment: PaymentProvider }) =>
  ({ trustly: providers.payment, nexi: providers.cardPayment }) satisfies DepositProviders;
const providerOfMethod = (method: DepositMethod): Payment['provider'] => (method === 'card' ? 'nexi' : 'trustly');

/** A parsed charge request with its return URLs filled in, for one player. */
export type ChargeInput = ChargeWithUrls & { playerId: number };

type ChargeRefusal = { ok: false; status: 403 | 409; error: string; code: PaymentErrorCode };
type NewCharge = { ok: true; payment: Payment; replayed: boolean };
export type ChargeOutcome = ChargeRefusal | (NewCharge & { atProvider: ProviderPayment });

/**
 * Return URLs must stay on the site's own origin (open redirect, CWE-601): anything else is refused. Only
 * http(s), and the origin compared as a whole (scheme, host and port).
 */
export function isSameOrigin(url: string, origin: URL): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin.origin;
  } catch {
    return false;
  }
}

/**
 * The core of both charge calls. Inside one transaction that locks the player's row: the idempotency key
 * (a retry returns the payment made the first time), the play block and the remaining allowance under every
 * active limit (`depositRefusalIn`; pending payments count, so concurrent charges can never pass it together),
 * the offer the deposit qualifies for, and the new pending payment. The provider's payment is created after
 * the commit.
 */
export async function createCharge(
  db: Database,
  providers: DepositProviders,
  input: ChargeInput,
  now = new Date(),
): Promise<ChargeOutcome> {
  const amountOre = kronerToOre(input.amount);
  const outcome = await db.transaction(async (tx): Promise<ChargeRefusal | NewCharge> => {
    await lockPlayer(tx, input.playerId);
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, input.playerId), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (existing.amountOre !== amountOre)
        return {
          ok: false,
          status: 409,
          error: paymentTexts.errors.idempotencyConflict,
          code: paymentErrorCodes.IDEMPOTENCY_KEY_REUSED,
        };
      return { ok: true, payment: existing, replayed: true };
    }
    const refusal = await depositRefusalIn(tx, input.playerId, amountOre, now);
    if (refusal) return { ok: false, ...refusal };

    const offer = await nextPromoCodeFor(tx, input.playerId);
    let promoCodeId: number | null = null;
    if (offer && amountOre >= kronerToOre(offer.minPaymentTransactionAmount)) {
      promoCodeId = await promoCodeIdOf(tx, offer.code);
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        playerId: input.playerId,
        idempotencyKey: input.idempotencyKey,
        amountOre,
        currency: input.currency,
        provider: providerOfMethod(input.method),
        method: input.method,
        gameSessionId: input.gameSessionId,
        redirectUrl: input.redirectUrl,
        cancelUrl: input.cancelUrl,
        termsUrl: input.termsUrl,
        promoCodeId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      })
      .returning();
    return { ok: true, payment: payment!, replayed: false };
  });

  if (!outcome.ok) return outcome;
  // Idempotent on the provider's side too: a retry re-creates nothing. A retry keeps the first attempt's provider.
  const atProvider = await providers[outcome.payment.provider].createPayment({
    merchantReference: outcome.payment.id,
    amountOre: outcome.payment.amountOre,
    currency: outcome.payment.currency,
  });
  if (outcome.payment.providerPaymentId !== atProvider.id)
    await db.update(payments).set({ providerPaymentId: atProvider.id }).where(eq(payments.id, outcome.payment.id));
  return { ...outcome, atProvider };
}

/** A charge with every return URL filled in. */
export type ChargeWithUrls = ParsedChargeRequest &
  Required<Pick<ParsedChargeRequest, 'redirectUrl' | 'cancelUrl' | 'termsUrl'>>;

/** A page of the site to come back to, carrying the game session when there is one (spec section 2). */
function returnPage(path: string, origin: URL, gameSessionId: string | null, status?: 'paymentSuccess'): string {
  const url = new URL(path, origin);
  if (status) url.searchParams.set('status', status);
  if (gameSessionId) url.searchParams.set('gameSessionId', gameSessionId);
  return url.href;
}

/**
 * The defaults of spec section 7, applied here and nowhere else (a client leaves a URL out to get it):
 * success to the my games page with status=paymentSuccess, cancel to the deposit page (the payment page
 * adds status=paymentCancelled on its way back), terms on the legal terms-and-rules page. Built on the
 * site's own public origin; the caller still checks every URL is on it.
 */
export function withChargeDefaults(request: ParsedChargeRequest, origin: URL): ChargeWithUrls {
  const { gameSessionId } = request;
  return {
    ...request,
    redirectUrl: request.redirectUrl ?? returnPage(paths.myGames, origin, gameSessionId, 'paymentSuccess'),
    cancelUrl: request.cancelUrl ?? returnPage(paths.deposit, origin, gameSessionId),
    termsUrl: request.termsUrl ?? new URL(paths.terms, origin).href,
  };
}

/** Why a deposit may not go ahead: the Danish reason, its code and the HTTP status of a refused charge. */
export interface DepositRefusal {
  status: 403 | 409;
  error: string;
  code: PaymentErrorCode;
}

/** The error code of each reason a player may not deposit now (the form tells the player why by it). */
const blockCodes: Record<PlayBlock['reason'], PaymentErrorCode> = {
  cooldown: paymentErrorCodes.PLAY_PAUSED,
  excluded: paymentErrorCodes.SELF_EXCLUDED,
  closed: paymentErrorCodes.ACCOUNT_CLOSED,
  'no-deposit-limit': paymentErrorCodes.DEPOSIT_LIMIT_REQUIRED,
  'not-a-player': paymentErrorCodes.NOT_A_PLAYER,
};

/**
 * May the player deposit `amountOre` now? The play block (24-hour pause, exclusion, closed account, no limit yet),
 * then every active limit. Run twice for one deposit, inside the caller's transaction after `lockPlayer`: when the
 * payment is opened, and again when it is confirmed, in the transaction that credits it, because the player may
 * have paused or lowered a limit in between. `paymentId`: the pending payment being confirmed.
 */
export async function depositRefusalIn(
  tx: DbTransaction,
  playerId: number,
  amountOre: number,
  now: Date,
  paymentId?: string,
): Promise<DepositRefusal | null> {
  const block = await playBlockOf(tx, playerId, playFacts, now);
  if (block) return { status: 403, error: block.message, code: blockCodes[block.reason] };
  if (await exceedsAllowance(tx, playerId, amountOre, now, paymentId))
    return { status: 409, error: paymentTexts.errors.limitReached, code: paymentErrorCodes.DEPOSIT_LIMIT_REACHED };
  return null;
}

const walletNames: Record<string, string> = {
  mobilepay: paymentTexts.methods.mobilepay,
  applepay: paymentTexts.methods.applepay,
  googlepay: paymentTexts.methods.googlepay,
};

/** How the player recognises what paid (and gets payouts): `•••• 1111`, `MobilePay •••• 5678`. */
export function instrumentLabel(method: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const wallet = method ? walletNames[method] : undefined;
  return wallet ? `${wallet} •••• ${last4}` : `•••• ${last4}`;
}

/** The ledger reference of a deposit's credit, and back: `payment:<payment id>`. */
export const paymentReference = (paymentId: string) => `payment:${paymentId}`;
export const paymentIdOf = (reference: string): string | null =>
  reference.startsWith('payment:') ? reference.slice('payment:'.length) : null;

export type ConfirmResult = { found: false } | { found: true; payment: Payment; credited: boolean };

/**
 * Confirms a payment from the provider's own record, never from what a browser says: approved -> the
 * deposit is credited to the ledger with the reference 'payment:<id>' (so a second confirmation credits
 * nothing) and the offer it qualified for is granted; declined -> failed; cancelled -> cancelled. A payment
 * that is no longer pending is left as it is.
 *
 * An approved payment is checked again, in the transaction that would credit it and under the player's lock,
 * against the pause, exclusion, closed account and every limit as they are NOW (`depositRefusalIn`): a player
 * who paused or lowered a limit after opening the payment is not credited. The payment is `refused` with the
 * reason's code, and voided at the provider so no money is taken
 * (docs/decisions/0014-confirmation-checks-the-player-again.md).
 */
export async function confirmPayment(
  db: Database,
  provider: PaymentProvider,
  providerPaymentId: string,
  now = new Date(),
): Promise<ConfirmResult> {
  const remote = await provider.readPayment(providerPaymentId);
  if (!remote) return { found: false };
  const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
    const [before] = await tx.select().from(payments).where(eq(payments.id, remote.merchantReference));
    if (!before) return { found: false };
    await lockPlayer(tx, before.playerId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, before.id));
    if (!payment || payment.status !== 'pending' || remote.status === 'created')
      return { found: true, payment: payment!, credited: false };

    if (remote.status !== 'approved') {
      const status = remote.status === 'cancelled' ? 'cancelled' : 'failed';
      return { found: true, payment: await settle(tx, payment, { status, settledAt: now }), credited: false };
    }
    // Approved for another amount than the server charged: nothing is credited, and the money goes back.
    if (remote.amountOre !== payment.amountOre || remote.currency !== payment.currency) {
      const change = { status: 'refused' as const, refusalCode: paymentErrorCodes.PAYMENT_AMOUNT_MISMATCH };
      logger.error(
        { paymentId: payment.id, charged: payment.amountOre, approved: remote.amountOre, currency: remote.currency },
        'the provider approved another amount than the charge; giving it back',
      );
      return { found: true, payment: await settle(tx, payment, { ...change, settledAt: now }), credited: false };
    }

    const refusal = await depositRefusalIn(tx, payment.playerId, payment.amountOre, now, payment.id);
    if (refusal) {
      const refused = await settle(tx, payment, { status: 'refused', refusalCode: refusal.code, settledAt: now });
      return { found: true, payment: refused, credited: false };
    }

    const post = await postIn(
      tx,
      [{ playerId: payment.playerId, type: 'deposit', amountOre: payment.amountOre }],
      paymentReference(payment.id),
    );
    const method = remote.method ?? payment.method;
    const instrument = instrumentLabel(method, remote.cardLast4);
    const updated = await settle(tx, payment, { status: 'completed', settledAt: now, method, instrument });
    if (!post.replayed && payment.promoCodeId !== null) {
      const granted = await grantOffer(tx, updated, payment.promoCodeId, now);
      if (granted)
        await tx.update(payments).set({ grantedBonusId: granted.bonusId }).where(eq(payments.id, payment.id));
      if (granted?.freeSpins) await grantFreeSpins(tx, granted.freeSpins);
    }
    return { found: true, payment: updated, credited: !post.replayed };
  });
  // After the commit, as a merchant calls its acquirer: a refused payment's approval is given back (again,
  // harmlessly, when the provider notifies twice).
  if (result.found && result.payment.status === 'refused' && remote.status === 'approved')
    await giveBack(provider, remote.id);
  return result;
}

/**
 * An approved payment's money back to the payer through the provider: voided while it is only an approval,
 * refunded when the provider has taken it already (a void it no longer accepts).
 */
async function giveBack(provider: PaymentProvider, providerPaymentId: string): Promise<void> {
  const voided = await provider.voidPayment(providerPaymentId);
  if (voided?.status === 'voided' || voided?.status === 'refunded') return;
  await provider.refundPayment(providerPaymentId);
}

async function settle(tx: DbTransaction, payment: Payment, change: Partial<Payment>): Promise<Payment> {
  const [updated] = await tx.update(payments).set(change).where(eq(payments.id, payment.id)).returning();
  return updated!;
}

export async function paymentOf(db: Database, paymentId: string, playerId?: number): Promise<Payment | null> {
  // Anything but a UUID names no payment (and PostgreSQL would refuse it as a uuid).
  if (!z.guid().safeParse(paymentId).success) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(
      playerId === undefined
        ? eq(payments.id, paymentId)
        : and(eq(payments.id, paymentId), eq(payments.playerId, playerId)),
    );
  return row ?? null;
}

/** The receipt of a player's own payment; ftd 'true' when it was the player's first confirmed deposit. */
export async function receiptOf(db: Database, payment: Payment): Promise<Receipt> {
  const ftd =
    payment.status === 'completed' &&
    (await isFirstEntryOfType(db, payment.playerId, 'deposit', paymentReference(payment.id)));
  return {
    paymentId: payment.id,
    amount: oreToKroner(payment.amountOre),
    ftd: ftd ? 'true' : 'false',
    method: payment.method,
    status: payment.status,
    refusalCode: payment.refusalCode === null ? null : paymentErrorCodeSchema.parse(payment.refusalCode),
    createdAt: (payment.settledAt ?? payment.createdAt).toISOString(),
  };
}

/** GET userDepositInfo: how many confirmed deposits, and the last one. */
export async function depositInfoOf(db: Database, playerId: number): Promise<DepositInfo> {
  const { count: depositCount, last } = await entriesOfType(db, playerId, 'deposit');
  let method = 'card';
  const lastPaymentId = last ? paymentIdOf(last.reference) : null;
  if (lastPaymentId) {
    const [p] = await db.select({ method: payments.method }).from(payments).where(eq(payments.id, lastPaymentId));
    method = p?.method ?? method;
  }
  return {
    hasDeposited: depositCount > 0,
    depositCount,
    lastDeposit: last ? { amount: oreToKroner(last.amountOre), method, createdAt: last.createdAt.toISOString() } : null,
  };
}

/** What the deposit dialog opens with: the balance, and what the deposit limits still allow. */
export async function depositStatusOf(db: Database, playerId: number, now: Date) {
  const [balanceOre, states] = await Promise.all([balanceOf(db, playerId), limitStatesOf(db, playerId, now)]);
  return { balanceOre, allowance: allowanceOf(states) };
}

/** Cancels at the provider the payments the site refused (a lowered limit left no room for them). */
export async function voidAtProvider(db: Database, providers: DepositProviders, paymentIds: readonly string[]) {
  for (const paymentId of paymentIds) {
    const payment = await paymentOf(db, paymentId);
    if (payment?.providerPaymentId) await providers[payment.provider].voidPayment(payment.providerPaymentId);
  }
}

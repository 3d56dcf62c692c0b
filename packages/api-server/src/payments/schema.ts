// The payments domain's tables: deposit limits, deposits, Trustly's and Nexi's orders and notifications, the bank
// accounts chosen for payouts, withdrawals, lock payouts and payout cases.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, money, oneOf, serial } from '../db/columns.ts';
import {
  depositLimitPeriods,
  depositRangeOre,
  lockPayoutReasons,
  paymentStatuses,
  withdrawalReasons,
  withdrawalStatuses,
} from '../db/contract-lists.ts';
import { supportAgents } from '../chat/schema.ts';
import { playerRef } from '../players/schema.ts';
import { promoCodeUsages } from '../promotions/bonuses/schema.ts';
import { promoCodes } from '../promotions/schema.ts';

export const depositLimits = pgTable(
  'deposit_limits',
  {
    playerId: playerRef(),
    period: text('period', { enum: depositLimitPeriods }).notNull(),
    amountOre: money('amount_ore').notNull(),
    /** A raised limit waits 24 hours before it applies. */
    pendingAmountOre: money('pending_amount_ore'),
    pendingEffectiveAt: at('pending_effective_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.period] }),
    oneOf('deposit_limits_period_check', t.period, depositLimitPeriods),
    check('deposit_limits_amount_ore_check', sql`${t.amountOre} > 0`),
    check('deposit_limits_pending_amount_ore_check', sql`${t.pendingAmountOre} > 0`),
  ],
);

/**
 * `refused`: the provider approved the card, but at confirmation the player could no longer deposit it (a pause,
 * an exclusion, a closed account or a limit lowered since the payment was opened): not credited, voided at the
 * provider, `refusal_code` says why.
 */
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The payment providers a deposit goes through (decision 0069). */
export const paymentProviders = ['trustly', 'nexi'] as const;

/**
 * One deposit attempt. A pending payment counts against the deposit limits until it fails, is cancelled or
 * expires; a completed one is credited to the ledger once, with the reference 'payment:<id>'.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    /** A retried or double-clicked deposit carries the same key and gets the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountOre: money('amount_ore').notNull(),
    currency: text('currency').notNull().default('DKK'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    method: text('method').notNull().default('card'),
    /** Who takes the money: Trustly (bank) or Nexi (card and wallets), as the player chose (decision 0069). */
    provider: text('provider', { enum: paymentProviders }).notNull().default('trustly'),
    gameSessionId: text('game_session_id'),
    redirectUrl: text('redirect_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    termsUrl: text('terms_url').notNull(),
    /** The offer the deposit qualified for when it was made; granted when the deposit is confirmed. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** The bonus the offer granted when the deposit was confirmed (promotions/grant-offer.ts). */
    grantedBonusId: bigint('granted_bonus_id', { mode: 'number' }).references(() => promoCodeUsages.id),
    /** The provider's id of this payment, once the provider created it. */
    providerPaymentId: text('provider_payment_id'),
    /** The card or wallet that paid, masked as the provider shows it: a payout goes back to it. */
    instrument: text('instrument'),
    /** One-time token of the sandbox payment page's forms (sha256). */
    pageTokenHash: text('page_token_hash'),
    /** Why a `refused` payment was not credited: a code of `paymentErrorCodeSchema` (@casino/api-client). */
    refusalCode: text('refusal_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('payments_refusal_code_check', sql`(${t.status} = 'refused') = (${t.refusalCode} IS NOT NULL)`),
    // The database's own guard on the deposit range (the contract's depositRules); the API checks it first.
    check(
      'payments_amount_ore_check',
      sql`${t.amountOre} BETWEEN ${sql.raw(String(depositRangeOre.minimum))} AND ${sql.raw(String(depositRangeOre.maximum))}`,
    ),
    check('payments_currency_check', sql`${t.currency} = 'DKK'`),
    oneOf('payments_status_check', t.status, paymentStatuses),
    oneOf('payments_provider_check', t.provider, paymentProviders),
    unique().on(t.playerId, t.idempotencyKey),
    index('payments_player_created').on(t.playerId, t.createdAt),
  ],
);

/** A deposit, a payout, or an account selection (SelectAccount: a bank account chosen and verified, no money). */
export const trustlyOrderKinds = ['deposit', 'payout', 'account'] as const;

/**
 * The orders this site made at Trustly (payments/trustly/): our reference (MessageID) and Trustly's orderid, what
 * was asked, and what Trustly's notifications told of it since (the bank account a deposit came from).
 */
export const trustlyOrders = pgTable(
  'trustly_orders',
  {
    orderId: text('order_id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    kind: text('kind', { enum: trustlyOrderKinds }).notNull(),
    amountOre: money('amount_ore').notNull(),
    currency: text('currency').notNull(),
    /** Who pays or is paid, as Trustly knows them (EndUserID): `player-<id>`. */
    endUserId: text('end_user_id').notNull(),
    /** Where the payer goes to pay (a deposit's). */
    url: text('url'),
    /** The deposit whose bank account a payout goes to. */
    toOrderId: text('to_order_id'),
    /** Trustly's id of the bank account a deposit was paid from (its account notification). */
    accountId: text('account_id'),
    accountLastDigits: text('account_last_digits'),
    /** The bank the account is in, as Trustly names it. */
    accountBank: text('account_bank'),
    refundedAt: at('refunded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // An account selection moves no money: its amount is 0.
    check('trustly_orders_amount_ore_check', sql`${t.amountOre} > 0 OR (${t.kind} = 'account' AND ${t.amountOre} = 0)`),
    oneOf('trustly_orders_kind_check', t.kind, trustlyOrderKinds),
  ],
);

export const bankAccountSelectionStatuses = ['started', 'verified'] as const;

/**
 * A bank account the player chose at the payment provider for payouts, without depositing (Trustly's
 * SelectAccount): started when the player is sent to the provider's page, verified once the provider said so.
 * A verified one is a payout destination as a bank deposit's account is (payments/payouts.ts).
 */
export const bankAccountSelections = pgTable(
  'bank_account_selections',
  {
    /** Our reference at the provider (MessageID). */
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    /** The provider's order, once it made one. */
    providerOrderId: text('provider_order_id').unique(),
    status: text('status', { enum: bankAccountSelectionStatuses }).notNull().default('started'),
    /** How the player recognises the account: the bank and the last digits (`Danske Bank •••• 1111`). */
    label: text('label'),
    createdAt: at('created_at').notNull().defaultNow(),
    verifiedAt: at('verified_at'),
  },
  (t) => [
    oneOf('bank_account_selections_status_check', t.status, bankAccountSelectionStatuses),
    check('bank_account_selections_verified_check', sql`(${t.status} = 'verified') = (${t.verifiedAt} IS NOT NULL)`),
    index('bank_account_selections_player_idx').on(t.playerId, t.verifiedAt),
  ],
);

/** Every notification Trustly sent that verified, once per notificationid: a resent one is not booked again. */
export const trustlyNotifications = pgTable(
  'trustly_notifications',
  {
    notificationId: text('notification_id').primaryKey(),
    method: text('method').notNull(),
    orderId: text('order_id').notNull(),
    amountOre: money('amount_ore'),
    currency: text('currency'),
    /** The notification's data as signed, for the reconciliation a person may need. */
    data: jsonb('data').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('trustly_notifications_order_idx').on(t.orderId)],
);

/** Nexi Checkout's payment for one of ours: made once (the row is the lock's witness), its hosted page's address. */
export const nexiPayments = pgTable('nexi_payments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  nexiPaymentId: text('nexi_payment_id').notNull().unique(),
  hostedPageUrl: text('hosted_page_url').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Nexi's webhooks, each booked once by its event id (a resend books nothing). */
export const nexiWebhooks = pgTable(
  'nexi_webhooks',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    nexiPaymentId: text('nexi_payment_id').notNull(),
    data: jsonb('data').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('nexi_webhooks_payment_idx').on(t.nexiPaymentId)],
);

/**
 * A payout through the payment provider. `requested`: the amount is reserved on the ledger (a `withdrawal`
 * entry) and the player may cancel until `submitAfter`; `pending`: sent to the provider, to the card or wallet
 * of the player's last confirmed deposit; `paid`, or `failed` and `cancelled` with the amount returned to the
 * balance (a reversing entry). One idempotency key per request: a retried request is one withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    amountOre: money('amount_ore').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('requested'),
    reason: text('reason', { enum: withdrawalReasons }).notNull().default('player'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's payment whose card or wallet receives the money, and how it is shown (masked). */
    toProviderPaymentId: text('to_provider_payment_id'),
    destination: text('destination').notNull().default(''),
    providerPayoutId: text('provider_payout_id'),
    forfeitedBonusOre: money('forfeited_bonus_ore').notNull().default(0),
    failureReason: text('failure_reason'),
    submitAfter: at('submit_after').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('withdrawals_amount_ore_check', sql`${t.amountOre} > 0`),
    oneOf('withdrawals_status_check', t.status, withdrawalStatuses),
    oneOf('withdrawals_reason_check', t.reason, withdrawalReasons),
    unique('withdrawals_player_idempotency_key_unique').on(t.playerId, t.idempotencyKey),
    index('withdrawals_player_created').on(t.playerId, t.createdAt),
    index('withdrawals_open_idx')
      .on(t.submitAfter)
      .where(sql`${t.status} IN ('requested', 'pending')`),
  ],
);

/** What a lock payout came to: a withdrawal, a payout case for support, or nothing to pay out. */
export const lockPayoutOutcomes = ['withdrawal', 'case', 'nothing'] as const;

/**
 * The payout of everything a lock or deletion owes (an outbox): written in the lock's own transaction, so a
 * committed lock always has it, then run after the commit and by the repeating job until it is settled. A run
 * claims the row first (`claimedUntil`), so two servers never run it at once, and requests the withdrawal under
 * the row's own idempotency key, so a run repeated after a crash pays once. A failed run is tried again at
 * `nextRunAt`, later each time (`attempts`).
 */
export const lockPayouts = pgTable(
  'lock_payouts',
  {
    id: serial('id'),
    playerId: playerRef(),
    reason: text('reason', { enum: lockPayoutReasons }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    nextRunAt: at('next_run_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    outcome: text('outcome', { enum: lockPayoutOutcomes }),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    settledAt: at('settled_at'),
  },
  (t) => [
    oneOf('lock_payouts_reason_check', t.reason, lockPayoutReasons),
    oneOf('lock_payouts_outcome_check', t.outcome, lockPayoutOutcomes),
    check('lock_payouts_settled_check', sql`(${t.settledAt} IS NULL) = (${t.outcome} IS NULL)`),
    index('lock_payouts_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.settledAt} IS NULL`),
    index('lock_payouts_player_idx').on(t.playerId),
  ],
);

/**
 * A balance a lock payout found no card or wallet for: the agent console shows it until an agent has paid it
 * out by bank transfer, which records who, when and the bank's reference, and posts the withdrawal on the
 * ledger (`withdrawalId`). One case per lock payout, however often its run is repeated.
 */
export const payoutCases = pgTable(
  'payout_cases',
  {
    id: serial('id'),
    lockPayoutId: bigint('lock_payout_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => lockPayouts.id),
    playerId: playerRef(),
    reason: text('reason', { enum: lockPayoutReasons }).notNull(),
    amountOre: money('amount_ore').notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    paidBy: integer('paid_by').references(() => supportAgents.playerId),
    bankReference: text('bank_reference'),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
  },
  (t) => [
    check('payout_cases_amount_ore_check', sql`${t.amountOre} > 0`),
    oneOf('payout_cases_reason_check', t.reason, lockPayoutReasons),
    check(
      'payout_cases_paid_check',
      sql`(${t.paidAt} IS NULL) = (${t.paidBy} IS NULL) AND (${t.paidAt} IS NULL) = (${t.bankReference} IS NULL) AND (${t.paidAt} IS NULL) = (${t.withdrawalId} IS NULL)`,
    ),
    index('payout_cases_open_idx')
      .on(t.openedAt)
      .where(sql`${t.paidAt} IS NULL`),
    index('payout_cases_player_idx').on(t.playerId),
  ],
);

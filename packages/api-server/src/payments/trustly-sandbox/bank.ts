/**
 * The sandbox Trustly: what Trustly does on its own servers, kept in this process's memory and reached only
 * through Trustly's JSON-RPC protocol (../trustly/protocol.ts). It checks every call's signature with the
 * merchant's public key and the processing account's credentials, signs its answers and notifications with its
 * own key, takes `Deposit`, `SelectAccount`, `AccountPayout` and `Refund`, and notifies as Trustly does. The
 * tester's decisions (the bank page, the payouts page) come in through `decideDeposit`, `decideSelection` and
 * `decidePayout`. No real money moves.
 */
import { decimalTextToOre } from '@casino/locale';
import { createHash, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  errorCodes,
  methods,
  rpcRequestSchema,
  signedError,
  signedResult,
  type NotificationMethod,
  type RpcData,
} from '../trustly/protocol.ts';
import { verifyCall } from '../trustly/signature.ts';
import type { Notifier } from './notifier.ts';

/** How long the payer has on the bank page, as the site gives a payment (payments/deposits.ts PAYMENT_TTL_MS). */
const PAGE_TTL_MS = 30 * 60_000;

type DepositState = 'created' | 'paid' | 'cancelled' | 'refunded';
type PayoutState = 'pending' | 'paid' | 'failed';
type SelectionState = 'created' | 'chosen' | 'cancelled';

interface Common {
  orderId: string;
  messageId: string;
  endUserId: string;
  notificationUrl: string;
  createdAt: Date;
}
interface Money {
  amount: string;
  currency: string;
}
/** An order whose page the payer opens (Deposit, SelectAccount): its address's secret, its way back. */
interface OnPage {
  successUrl: string;
  failUrl: string;
  /** The secret in the bank page's address: whoever has the address may pay, as with Trustly's url. */
  pageSecret: string;
  /** The bank page's one-time form token, hashed; used up by the first post. */
  formTokenHash: string | null;
  accountId: string | null;
}
export interface DepositOrder extends Common, Money, OnPage {
  kind: 'deposit';
  state: DepositState;
}
/** A SelectAccount: the payer chooses a bank account for payouts; no money moves. */
export interface SelectionOrder extends Common, OnPage {
  kind: 'select';
  state: SelectionState;
  /** Whose account it must be, as the merchant named them. */
  holder: string;
}
export interface PayoutOrder extends Common, Money {
  kind: 'payout';
  state: PayoutState;
  accountId: string;
}
type Order = DepositOrder | SelectionOrder | PayoutOrder;
type PageOrder = DepositOrder | SelectionOrder;

const text = z.string().min(1);
const amountText = z.string().refine((value) => (decimalTextToOre(value) ?? 0) > 0);
/** A NotificationURL must not contain a question mark ("Notifications"). */
const notificationUrl = z.url({ protocol: /^https?$/ }).refine((url) => !url.includes('?'));
const depositData = z.looseObject({
  NotificationURL: notificationUrl,
  EndUserID: text,
  MessageID: text,
  Attributes: z.looseObject({
    Currency: z.literal('DKK'),
    Amount: amountText,
    SuccessURL: z.url({ protocol: /^https?$/ }),
    FailURL: z.url({ protocol: /^https?$/ }),
  }),
});
/** SelectAccount ("SelectAccount"): the attributes Trustly requires; no direct debit mandate in the sandbox. */
const selectAccountData = z.looseObject({
  NotificationURL: notificationUrl,
  EndUserID: text,
  MessageID: text,
  Attributes: z.looseObject({
    Locale: text,
    Country: text,
    Firstname: text,
    Lastname: text,
    SuccessURL: z.url({ protocol: /^https?$/ }),
    FailURL: z.url({ protocol: /^https?$/ }),
    RequestDirectDebitMandate: z.union([z.literal(0), z.literal('0')]).optional(),
  }),
});
const accountPayoutData = z.looseObject({
  NotificationURL: notificationUrl,
  AccountID: text,
  EndUserID: text,
  MessageID: text,
  Amount: amountText,
  Currency: z.literal('DKK'),
});
const refundData = z.looseObject({ OrderID: text, Amount: amountText, Currency: z.literal('DKK') });

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Trustly's orderids are numbers in text. */
const newOrderId = () => String(randomInt(1_000_000_000, 9_999_999_999));

export interface SandboxTrustlyOptions {
  merchantPublicKey: KeyObject;
  trustlyPrivateKey: KeyObject;
  credentials: { username: string; password: string };
  /** This process's own address, which the bank page's url is on. */
  baseUrl: () => string;
  notifier: Notifier;
}

export function createSandboxTrustly(options: SandboxTrustlyOptions) {
  const { trustlyPrivateKey: key, notifier } = options;
  const orders = new Map<string, Order>();
  const byMessageId = new Map<string, Order>();
  const onPage = () =>
    [...orders.values()].filter((order): order is PageOrder => order.kind === 'deposit' || order.kind === 'select');
  const byPageSecret = (pageSecret: string) => onPage().find((found) => found.pageSecret === pageSecret);

  const notify = (order: Order, method: NotificationMethod, extra: RpcData = {}) =>
    notifier.send(order.notificationUrl, method, {
      notificationid: newOrderId(),
      messageid: order.messageId,
      orderid: order.orderId,
      enduserid: order.endUserId,
      timestamp: new Date().toISOString().replace('T', ' ').replace('Z', '+00'),
      ...extra,
    });
  const money = (order: Money) => ({ amount: order.amount, currency: order.currency, attributes: {} });
  /** Trustly's account notification: the account the payer chose, verified by their bank. */
  const notifyAccount = (order: PageOrder, bank: string, accountNumber: string) => {
    const digits = accountNumber.replace(/\D/g, '');
    order.accountId = `sbx${hash(`${order.endUserId}:${digits}`).slice(0, 10)}`;
    return notify(order, 'account', {
      accountid: order.accountId,
      verified: '1',
      attributes: {
        clearinghouse: 'DENMARK',
        bank,
        descriptor: `**** ${digits.slice(-4)}`,
        lastdigits: digits.slice(-4),
      },
    });
  };
  const pageUrl = (order: PageOrder) => new URL(`/pay/${order.pageSecret}`, options.baseUrl()).href;

  function add(order: Order): Order {
    orders.set(order.orderId, order);
    byMessageId.set(order.messageId, order);
    return order;
  }

  /** The bank's word on a payout: paid is confirmed; failed comes back as a credit to the player's balance. */
  async function decidePayout(orderId: string, outcome: 'paid' | 'failed'): Promise<boolean> {
    const order = orders.get(orderId);
    if (order?.kind !== 'payout' || order.state !== 'pending') return false;
    order.state = outcome;
    await notify(order, outcome === 'paid' ? 'payoutconfirmation' : 'credit', money(order));
    return true;
  }

  /** One JSON-RPC call; the signed answer. */
  function call(body: unknown) {
    const request = rpcRequestSchema.safeParse(body);
    if (!request.success) return signedError('', '', errorCodes.invalidParameters.code, 'ERROR_INVALID_JSON', key);
    const { method, params } = request.data;
    const fail = (error: { code: number; message: string }) =>
      signedError(method, params.UUID, error.code, error.message, key);
    if (!verifyCall(method, params.UUID, params.Data, params.Signature, options.merchantPublicKey))
      return fail(errorCodes.invalidSignature);
    const { Username, Password } = params.Data;
    if (Username !== options.credentials.username || Password !== options.credentials.password)
      return fail(errorCodes.invalidCredentials);
    const ok = (data: RpcData) => signedResult(method, params.UUID, data, key);

    if (method === methods.deposit) {
      const data = depositData.safeParse(params.Data);
      if (!data.success) return fail(errorCodes.invalidParameters);
      if (byMessageId.has(data.data.MessageID)) return fail(errorCodes.duplicateMessageId);
      const order = add({
        kind: 'deposit',
        orderId: newOrderId(),
        messageId: data.data.MessageID,
        endUserId: data.data.EndUserID,
        amount: data.data.Attributes.Amount,
        currency: data.data.Attributes.Currency,
        notificationUrl: data.data.NotificationURL,
        successUrl: data.data.Attributes.SuccessURL,
        failUrl: data.data.Attributes.FailURL,
        createdAt: new Date(),
        state: 'created',
        pageSecret: randomBytes(24).toString('base64url'),
        formTokenHash: null,
        accountId: null,
      }) as DepositOrder;
      return ok({ orderid: order.orderId, url: pageUrl(order) });
    }

    if (method === methods.selectAccount) {
      const data = selectAccountData.safeParse(params.Data);
      if (!data.success) return fail(errorCodes.invalidParameters);
      if (byMessageId.has(data.data.MessageID)) return fail(errorCodes.duplicateMessageId);
      const { Attributes } = data.data;
      const order = add({
        kind: 'select',
        orderId: newOrderId(),
        messageId: data.data.MessageID,
        endUserId: data.data.EndUserID,
        notificationUrl: data.data.NotificationURL,
        successUrl: Attributes.SuccessURL,
        failUrl: Attributes.FailURL,
        holder: `${Attributes.Firstname} ${Attributes.Lastname}`,
        createdAt: new Date(),
        state: 'created',
        pageSecret: randomBytes(24).toString('base64url'),
        formTokenHash: null,
        accountId: null,
      }) as SelectionOrder;
      return ok({ orderid: order.orderId, url: pageUrl(order) });
    }

    if (method === methods.accountPayout) {
      const data = accountPayoutData.safeParse(params.Data);
      if (!data.success) return fail(errorCodes.invalidParameters);
      if (byMessageId.has(data.data.MessageID)) return fail(errorCodes.duplicateMessageId);
      // The sandbox keeps no register of bank accounts (a seeded player's deposit came before it started): it pays
      // out to any AccountID, where Trustly knows only those of its account notifications and RegisterAccount.
      const order = add({
        kind: 'payout',
        orderId: newOrderId(),
        messageId: data.data.MessageID,
        endUserId: data.data.EndUserID,
        amount: data.data.Amount,
        currency: data.data.Currency,
        notificationUrl: data.data.NotificationURL,
        accountId: data.data.AccountID,
        createdAt: new Date(),
        state: 'pending',
      });
      return ok({ orderid: order.orderId, result: '1' });
    }

    if (method === methods.refund) {
      const data = refundData.safeParse(params.Data);
      if (!data.success) return fail(errorCodes.invalidParameters);
      const order = orders.get(data.data.OrderID);
      if (order?.kind !== 'deposit' || order.state !== 'paid') return fail(errorCodes.notFound);
      if (decimalTextToOre(data.data.Amount)! > decimalTextToOre(order.amount)!)
        return fail(errorCodes.invalidParameters);
      order.state = 'refunded';
      return ok({ orderid: order.orderId, result: '1' });
    }
    return fail(errorCodes.unknownMethod);
  }

  return {
    call,

    /** Which page an address is: a deposit's or an account selection's. */
    kindOfPage: (pageSecret: string) => byPageSecret(pageSecret)?.kind ?? null,

    /** The order behind a bank page's address, with a fresh one-time form token when it is still open. */
    openPage(pageSecret: string, now = new Date()) {
      const order = byPageSecret(pageSecret);
      if (!order) return { found: false as const };
      if (order.state !== 'created') return { found: true as const, order, open: false as const, why: 'settled' };
      if (now.getTime() - order.createdAt.getTime() > PAGE_TTL_MS)
        return { found: true as const, order, open: false as const, why: 'expired' };
      const token = randomBytes(32).toString('base64url');
      order.formTokenHash = hash(token);
      return { found: true as const, order, open: true as const, token };
    },

    /**
     * The payer's decision on the bank page, once per form token. Paid: Trustly tells the account the money came
     * from, that the payment is pending at the bank, and the credit; declined: pending, then cancelled; left:
     * cancelled. Resolves
     * once the merchant answered (or the notifications wait for the next attempt), with where the browser goes.
     */
    async decideDeposit(
      pageSecret: string,
      token: string,
      outcome:
        { paid: true; bank: string; accountNumber: string; amount?: string } | { paid: false; declined: boolean },
    ): Promise<string | null> {
      const order = byPageSecret(pageSecret);
      if (order?.kind !== 'deposit' || order.state !== 'created' || !token || order.formTokenHash !== hash(token))
        return null;
      order.formTokenHash = null;
      if (!outcome.paid) {
        order.state = 'cancelled';
        // Declined at the bank: the payer finished there (pending), the money never came (cancel). Left: cancel only.
        if (outcome.declined) await notify(order, 'pending', money(order));
        await notify(order, 'cancel', { attributes: {} });
        return order.failUrl;
      }
      order.state = 'paid';
      // A payer may pay another amount than asked where the merchant allows a range (SuggestedMinAmount/Max).
      if (outcome.amount && (decimalTextToOre(outcome.amount) ?? 0) > 0) order.amount = outcome.amount;
      await notifyAccount(order, outcome.bank, outcome.accountNumber);
      await notify(order, 'pending', money(order));
      await notify(order, 'credit', money(order));
      return order.successUrl;
    },

    /**
     * The payer's choice on a SelectAccount page, once per form token: Trustly tells the account, verified by the
     * bank, before the browser goes back to the SuccessURL; a payer who leaves goes to the FailURL, told nothing.
     */
    async decideSelection(
      pageSecret: string,
      token: string,
      outcome: { chosen: true; bank: string; accountNumber: string } | { chosen: false },
    ): Promise<string | null> {
      const order = byPageSecret(pageSecret);
      if (order?.kind !== 'select' || order.state !== 'created' || !token || order.formTokenHash !== hash(token))
        return null;
      order.formTokenHash = null;
      if (!outcome.chosen) {
        order.state = 'cancelled';
        return order.failUrl;
      }
      order.state = 'chosen';
      await notifyAccount(order, outcome.bank, outcome.accountNumber);
      return order.successUrl;
    },

    /** Payouts still waiting, oldest first (the tester's page lists them). */
    pendingPayouts: () =>
      [...orders.values()].filter(
        (order): order is PayoutOrder => order.kind === 'payout' && order.state === 'pending',
      ),

    decidePayout,

    /** The sandbox's own clock: payouts older than `delayMs` are paid; notifications not yet answered are sent again. */
    async tick(delayMs: number, now = new Date()) {
      if (delayMs > 0)
        for (const payout of [...orders.values()])
          if (
            payout.kind === 'payout' &&
            payout.state === 'pending' &&
            now.getTime() - payout.createdAt.getTime() >= delayMs
          )
            await decidePayout(payout.orderId, 'paid');
      await notifier.retry();
    },
  };
}
export type { PageOrder };
export type SandboxTrustly = ReturnType<typeof createSandboxTrustly>;

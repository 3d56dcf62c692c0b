/**
 * What this site knows of its Trustly orders: the orders it made, and the signed notifications Trustly sent of
 * them, each booked once. Trustly has no call to read a deposit's state, so the seam's payment and payout are
 * derived here from what was notified (decision 0063).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { trustlyNotifications, trustlyOrders } from '../schema.ts';
import type {
  ProviderAccountSelection,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderPayout,
  ProviderPayoutStatus,
} from '../provider.ts';

type Order = typeof trustlyOrders.$inferSelect;
type Booked = typeof trustlyNotifications.$inferSelect;

/** How the payer paid, as the receipt shows it: from their bank account, through Trustly. */
export const BANK_METHOD = 'bank';

function paymentStatus(order: Order, notes: Booked[]): ProviderPaymentStatus {
  const seen = new Set(notes.map((note) => note.method));
  if (order.refundedAt) return 'refunded';
  // A debit after the credit: the deposit failed after all and no money came.
  if (seen.has('credit') && seen.has('debit')) return 'declined';
  if (seen.has('credit')) return 'approved';
  // Pending means the payer finished at the bank: a cancel after it is the bank's refusal, else the payer left.
  if (seen.has('cancel')) return seen.has('pending') ? 'declined' : 'cancelled';
  return 'created';
}

function payoutStatus(notes: Booked[]): ProviderPayoutStatus {
  const seen = new Set(notes.map((note) => note.method));
  // A failed payout comes back as a credit to the player's balance ("Failed payouts"), or as payoutfailed.
  if (seen.has('credit') || seen.has('payoutfailed') || seen.has('cancel')) return 'failed';
  if (seen.has('payoutconfirmation')) return 'paid';
  return 'pending';
}

export function trustlyStore(db: DbExecutor) {
  const order = async (orderId: string): Promise<Order | null> =>
    (await db.select().from(trustlyOrders).where(eq(trustlyOrders.orderId, orderId)))[0] ?? null;
  const orderByMessageId = async (messageId: string): Promise<Order | null> =>
    (await db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, messageId)))[0] ?? null;
  const notesOf = (orderId: string) =>
    db
      .select()
      .from(trustlyNotifications)
      .where(eq(trustlyNotifications.orderId, orderId))
      .orderBy(asc(trustlyNotifications.receivedAt));

  const paymentOf = async (found: Order | null): Promise<ProviderPayment | null> => {
    if (found?.kind !== 'deposit') return null;
    const notes = await notesOf(found.orderId);
    const credit = notes.find((note) => note.method === 'credit');
    return {
      id: found.orderId,
      merchantReference: found.messageId,
      // What Trustly credited, so that a credit of another amount than asked is caught by the site.
      amountOre: credit?.amountOre ?? found.amountOre,
      currency: credit?.currency ?? found.currency,
      status: paymentStatus(found, notes),
      method: credit ? BANK_METHOD : null,
      cardLast4: found.accountLastDigits?.slice(-4) ?? null,
      pageUrl: found.url ?? undefined,
    };
  };
  const payoutOf = async (found: Order | null): Promise<ProviderPayout | null> => {
    if (found?.kind !== 'payout') return null;
    const notes = await notesOf(found.orderId);
    const failure = notes.find((note) => note.method === 'payoutfailed');
    const reason = (failure?.data as { errormessage?: unknown } | undefined)?.errormessage;
    return {
      id: found.orderId,
      merchantReference: found.messageId,
      amountOre: found.amountOre,
      currency: found.currency,
      toPaymentId: found.toOrderId ?? '',
      status: payoutStatus(notes),
      failureReason: typeof reason === 'string' ? reason : null,
    };
  };

  const accountSelectionOf = async (found: Order | null): Promise<ProviderAccountSelection | null> => {
    if (found?.kind !== 'account') return null;
    const notes = await notesOf(found.orderId);
    // Only an account the bank verified is one to pay out to ("account" notification, `verified`).
    const verified = notes.some(
      (note) => note.method === 'account' && (note.data as { verified?: unknown }).verified === '1',
    );
    return {
      id: found.orderId,
      merchantReference: found.messageId,
      status: verified && found.accountId ? 'verified' : 'started',
      bank: found.accountBank,
      lastDigits: found.accountLastDigits,
      pageUrl: found.url ?? '',
    };
  };

  return {
    order,
    orderByMessageId,
    async recordOrder(values: typeof trustlyOrders.$inferInsert) {
      await db.insert(trustlyOrders).values(values).onConflictDoNothing();
    },
    markRefunded: async (orderId: string) => {
      await db
        .update(trustlyOrders)
        .set({ refundedAt: sql`coalesce(${trustlyOrders.refundedAt}, now())` })
        .where(eq(trustlyOrders.orderId, orderId));
    },
    payment: async (orderId: string) => paymentOf(await order(orderId)),
    paymentByMessageId: async (messageId: string) => paymentOf(await orderByMessageId(messageId)),
    payout: async (orderId: string) => payoutOf(await order(orderId)),
    payoutByMessageId: async (messageId: string) => payoutOf(await orderByMessageId(messageId)),
    accountSelection: async (orderId: string) => accountSelectionOf(await order(orderId)),
    accountSelectionByMessageId: async (messageId: string) => accountSelectionOf(await orderByMessageId(messageId)),

    /**
     * Books one verified notification; false when its notificationid was booked already (a resend). An account
     * notification also records the bank account on its order (a deposit's or an account selection's), for the
     * payouts that go to it.
     */
    async book(note: {
      notificationId: string;
      method: string;
      orderId: string;
      amountOre: number | null;
      currency: string | null;
      data: Record<string, unknown>;
      account?: { accountId: string; lastDigits: string | null; bank: string | null };
    }): Promise<boolean> {
      const book = async (tx: DbExecutor) => {
        const { account, ...row } = note;
        const [booked] = await tx
          .insert(trustlyNotifications)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: trustlyNotifications.notificationId });
        if (booked && account)
          await tx
            .update(trustlyOrders)
            .set({ accountId: account.accountId, accountLastDigits: account.lastDigits, accountBank: account.bank })
            .where(eq(trustlyOrders.orderId, note.orderId));
        return Boolean(booked);
      };
      return 'transaction' in db ? db.transaction(book) : book(db);
    },
  };
}
export type TrustlyStore = ReturnType<typeof trustlyStore>;

/**
 * The sandbox payment provider: what a card acquirer does on its own servers, kept in its own tables and
 * reached only through the PaymentProvider seam, plus the card holder's and tester's decisions that its pages
 * make (`settle`, `settlePayout`). Its notifications are signed with a merchant secret, as a real provider's.
 * No real money moves.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { sandboxPaymentMethods } from '../db/schema.ts';
import { sandboxProviderPayments, sandboxProviderPayouts } from '../db/schema.ts';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus, ProviderPayout } from './provider.ts';

export { TEST_CARD } from './trustly-sandbox/page-html.ts';

/** Header of the provider's notification signature: hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** The merchant secret shared with the provider (derived from the server secret; never sent to a browser). */
export function providerSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('sandbox-payment-provider').digest('hex');
}

export function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function validSignature(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(body, secret), 'utf8');
  const sent = Buffer.from(signature, 'utf8');
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}

/** The provider's id of the payment it holds for a merchant reference. */
export function providerIdFor(merchantReference: string): string {
  return `sbx_${merchantReference.replace(/-/g, '')}`;
}

/** The provider's id of the payout it holds for a merchant reference. */
export const payoutIdFor = (merchantReference: string) => `sbx_po_${merchantReference.replace(/-/g, '')}`;

export function createSandboxProvider(db: Database, authSecret: string) {
  const secret = providerSecret(authSecret);
  const readPayment = async (id: string): Promise<ProviderPayment | null> => {
    const [row] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, id));
    return row ?? null;
  };
  const readPayout = async (id: string): Promise<ProviderPayout | null> => {
    const [row] = await db.select().from(sandboxProviderPayouts).where(eq(sandboxProviderPayouts.id, id));
    return row ?? null;
  };
  /** Moves a payment from one of `from` to `status`; any other state is left as it is. */
  const transition = async (
    id: string,
    from: ProviderPaymentStatus[],
    change: Partial<typeof sandboxProviderPayments.$inferInsert>,
  ) => {
    await db
      .update(sandboxProviderPayments)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(sandboxProviderPayments.id, id), inArray(sandboxProviderPayments.status, from)));
    return readPayment(id);
  };

  return {
    kind: 'sandbox',

    /** Creates the provider's payment for a merchant reference; creating it again returns the same one. */
    async createPayment(input) {
      const id = providerIdFor(input.merchantReference);
      await db
        .insert(sandboxProviderPayments)
        .values({ id, ...input })
        .onConflictDoNothing({ target: sandboxProviderPayments.merchantReference });
      return (await readPayment(id))!;
    },

    hostedPageUrl: (origin, payment) => new URL(`/sandbox/pay/${payment.merchantReference}`, origin).href,

    /** The provider's own record, which the merchant reads to confirm a payment (never the browser's word). */
    readPayment,

    /** The merchant cancels a payment before any money moves, approved or not yet decided. */
    voidPayment: (id) => transition(id, ['created', 'approved'], { status: 'voided' }),

    refundPayment: (id) => transition(id, ['approved'], { status: 'refunded' }),

    /** A payout to the card of an earlier approved payment; asking again for one reference returns the same. */
    async payOut(input) {
      const id = payoutIdFor(input.merchantReference);
      await db
        .insert(sandboxProviderPayouts)
        .values({ id, ...input })
        .onConflictDoNothing({ target: sandboxProviderPayouts.merchantReference });
      return (await readPayout(id))!;
    },

    readPayout,

    verifyNotification: (rawBody, headers) =>
      validSignature(rawBody, headers.get(SIGNATURE_HEADER) ?? undefined, secret),

    /** The notification the provider's servers send of a change to one of its payments or payouts. */
    signedNotification(body: { providerPaymentId: string } | { providerPayoutId: string }) {
      const text = JSON.stringify(body);
      return { body: text, headers: new Headers({ [SIGNATURE_HEADER]: sign(text, secret) }) };
    },

    /** The payer's decision on the hosted page; only a 'created' payment can be settled. */
    async settle(
      id: string,
      status: 'approved' | 'declined' | 'cancelled',
      paidWith?: { method: (typeof sandboxPaymentMethods)[number]; number: string },
    ) {
      const digits = paidWith?.number.replace(/\D/g, '') ?? '';
      return transition(id, ['created'], {
        status,
        method: paidWith?.method ?? null,
        cardLast4: digits ? digits.slice(-4) : null,
      });
    },

    /** Payouts still pending that were asked for before `before`: the sandbox pays them out by itself. */
    async pendingPayoutsBefore(before: Date) {
      return db
        .select()
        .from(sandboxProviderPayouts)
        .where(and(eq(sandboxProviderPayouts.status, 'pending'), lte(sandboxProviderPayouts.createdAt, before)));
    },

    async pendingPayoutsFor(merchantReferences: string[]) {
      if (!merchantReferences.length) return [];
      return db
        .select()
        .from(sandboxProviderPayouts)
        .where(
          and(
            eq(sandboxProviderPayouts.status, 'pending'),
            inArray(sandboxProviderPayouts.merchantReference, merchantReferences),
          ),
        );
    },

    /** The tester's (or the sandbox's own) decision on a pending payout. */
    async settlePayout(id: string, status: 'paid' | 'failed', failureReason: string | null = null) {
      await db
        .update(sandboxProviderPayouts)
        .set({ status, failureReason, updatedAt: new Date() })
        .where(and(eq(sandboxProviderPayouts.id, id), eq(sandboxProviderPayouts.status, 'pending')));
      return readPayout(id);
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/**
 * The sandbox payment provider: what a real card acquirer does on its own servers, kept in its own table and
 * reached only through this module's small API (create, read, settle) and a signed server-to-server
 * notification. Amounts are øre, as between real payment servers. No real money moves.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxProviderPayments, type sandboxPaymentStatuses } from '../db/schema.ts';

export type ProviderStatus = (typeof sandboxPaymentStatuses)[number];

export interface ProviderPayment {
  id: string;
  merchantReference: string;
  amountOre: number;
  currency: string;
  status: ProviderStatus;
  cardLast4: string | null;
}

/** The provider's test card: always approved in the sandbox. */
export const TEST_CARD = '4111 1111 1111 1111';

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

export function createSandboxProvider(db: Database) {
  return {
    /** Creates the provider's payment for a merchant reference; creating it again returns the same one. */
    async create(input: { merchantReference: string; amountOre: number; currency: string }): Promise<ProviderPayment> {
      const id = providerIdFor(input.merchantReference);
      await db
        .insert(sandboxProviderPayments)
        .values({ id, ...input })
        .onConflictDoNothing({ target: sandboxProviderPayments.merchantReference });
      const [row] = await db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.merchantReference, input.merchantReference));
      return row!;
    },

    /** The provider's own record, which the merchant reads to confirm a payment (never the browser's word). */
    async get(id: string): Promise<ProviderPayment | null> {
      const [row] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, id));
      return row ?? null;
    },

    /** The card holder's decision on the hosted page; only a 'created' payment can be settled. */
    async settle(
      id: string,
      status: Exclude<ProviderStatus, 'created' | 'voided'>,
      cardNumber?: string,
    ): Promise<ProviderPayment | null> {
      const digits = cardNumber?.replace(/\D/g, '') ?? '';
      await db
        .update(sandboxProviderPayments)
        .set({ status, cardLast4: digits ? digits.slice(-4) : null, updatedAt: new Date() })
        .where(and(eq(sandboxProviderPayments.id, id), eq(sandboxProviderPayments.status, 'created')));
      return this.get(id);
    },

    /**
     * The merchant cancels a payment it refused before any money moves, approved or not yet decided: `voided`.
     * Card holder decisions after that change nothing.
     */
    async void(id: string): Promise<ProviderPayment | null> {
      await db
        .update(sandboxProviderPayments)
        .set({ status: 'voided', updatedAt: new Date() })
        .where(
          and(eq(sandboxProviderPayments.id, id), inArray(sandboxProviderPayments.status, ['created', 'approved'])),
        );
      return this.get(id);
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

import { createHash } from 'node:crypto';
import { paths } from '@casino/platform/paths';
import type { DbExecutor } from '../db/client.ts';
import { payments, trustlyOrders } from '../payments/schema.ts';
import { instrumentLabel } from '../payments/deposits.ts';
import { BANK_METHOD } from '../payments/trustly/store.ts';
import { TEST_ACCOUNT } from '../payments/trustly-sandbox/page-html.ts';
import type { PlayerHistory } from './history.ts';

/** The deposit range a payment may have (the payments table's own CHECK). */
const depositRangeOre = { min: 5_000, max: 1_000_000 };

/** A UUID made from a name, so the seed writes the same ids every time. */
export function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The Trustly order of a seeded deposit. */
const orderIdFor = (paymentId: string) => `seed_${paymentId.replace(/-/g, '')}`;

/**
 * A test player's latest deposit as it would have come in: a payment Trustly credited and the merchant confirmed (ledger reference `payment:<id>`), so a payout has a bank account to go back to. Rewrites the
 * history's event in place; the rows are inserted by `insertCardDeposits`.
 */
export function asCardDeposit(key: string, playerId: number, history: PlayerHistory) {
  const event = history.events.findLast((e) =>
    e.entries.some(
      (entry) =>
        entry.type === 'deposit' && entry.amountOre >= depositRangeOre.min && entry.amountOre <= depositRangeOre.max,
    ),
  );
  if (!event) return null;
  const id = uuidOf(`seed-card-deposit:${key}`);
  event.reference = `payment:${id}`;
  const amountOre = event.entries.find((entry) => entry.type === 'deposit')!.amountOre;
  return { id, playerId, amountOre, at: event.at, key };
}

export async function insertCardDeposits(
  tx: DbExecutor,
  deposits: NonNullable<ReturnType<typeof asCardDeposit>>[],
  origin = 'http://localhost:3000',
): Promise<void> {
  if (!deposits.length) return;
  const last4 = TEST_ACCOUNT.replace(/\D/g, '').slice(-4);
  await tx.insert(payments).values(
    deposits.map((d) => ({
      id: d.id,
      playerId: d.playerId,
      idempotencyKey: `seed-card-deposit-${d.key}`,
      amountOre: d.amountOre,
      status: 'completed' as const,
      method: BANK_METHOD,
      instrument: instrumentLabel(BANK_METHOD, last4),
      providerPaymentId: orderIdFor(d.id),
      redirectUrl: `${origin}${paths.myGames}`,
      cancelUrl: `${origin}${paths.deposit}`,
      termsUrl: `${origin}${paths.terms}`,
      createdAt: d.at,
      expiresAt: new Date(d.at.getTime() + 30 * 60_000),
      settledAt: d.at,
    })),
  );
  // The deposit's Trustly order, whose account notification came, so a payout goes back to that account (decision
  // 0063); the order id is the one the payment names.
  await tx.insert(trustlyOrders).values(
    deposits.map((d) => ({
      orderId: orderIdFor(d.id),
      messageId: d.id,
      kind: 'deposit' as const,
      amountOre: d.amountOre,
      currency: 'DKK',
      endUserId: `player-${d.playerId}`,
      accountId: `seed-account-${d.key}`,
      accountLastDigits: last4,
      createdAt: d.at,
    })),
  );
}

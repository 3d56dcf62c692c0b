/**
 * A notification of a provider that answers in its own protocol (Trustly): the provider's adapter checks and books
 * it, then the site settles what it concerns from the provider's record, exactly as for any provider
 * (`confirmPayment`, `settlePayout`, `settleBankAccountSelection`: the money rules stay the site's), and the
 * adapter's answer goes back. A failure while settling answers 500, so the provider sends the notification again;
 * settling twice books once.
 */
import type { Database } from '../db/client.ts';
import { confirmPayment } from './deposits.ts';
import { settlePayout } from './payouts.ts';
import { settleBankAccountSelection } from './bank-accounts.ts';
import type { PaymentProvider } from './provider.ts';

export type NotificationReply = { status: 200; json: string } | { status: 400 | 401; error: string };

export async function handleOwnProtocolNotification(
  db: Database,
  provider: PaymentProvider,
  rawBody: string,
  authorization?: string,
): Promise<NotificationReply> {
  const accepted = await provider.acceptNotification(rawBody, authorization);
  if (!accepted.accepted) return { status: accepted.status, error: accepted.error };
  const { concerns } = accepted;
  if (!concerns) return { status: 200, json: accepted.answer };
  if ('providerPaymentId' in concerns) await confirmPayment(db, provider, concerns.providerPaymentId);
  else if ('providerPayoutId' in concerns) await settlePayout(db, provider, concerns.providerPayoutId);
  else await settleBankAccountSelection(db, provider, concerns.providerAccountSelectionId);
  return { status: 200, json: accepted.answer };
}

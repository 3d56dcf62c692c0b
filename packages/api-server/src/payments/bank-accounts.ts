/**
 * Bank accounts a player registers for payouts without depositing (decision 0070): a card-only player has no
 * bank deposit to pay back to, so they choose and verify an account at the payment provider (Trustly's
 * SelectAccount). The site records the selection, sends the player to the provider's page, and counts the account
 * once the provider's own record says it is verified, never on the browser's return alone.
 */
import { bankAccountReturn, type BankAccountOutcome } from '@casino/api-client/payments';
import { paths } from '@casino/platform/paths';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { identityOf } from '../players/accounts.ts';
import { bankAccountSelections } from './schema.ts';
import type { CprVault } from '../players/cpr-vault.ts';
import type { AccountHolder, PaymentProvider } from './provider.ts';

/** The payout page, telling the player how the choice at the provider ended. */
export function bankAccountReturnUrl(origin: URL, outcome: BankAccountOutcome): string {
  const url = new URL(paths.payout, origin);
  url.searchParams.set(bankAccountReturn.param, bankAccountReturn[outcome]);
  return url.href;
}

/** Who holds the account, from what MitID told at sign-up: the provider's KYC attributes. */
async function holderOf(db: Database, vault: CprVault, playerId: number): Promise<AccountHolder | null> {
  const player = await identityOf(db, playerId);
  if (!player) return null;
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    nationalIdentificationNumber: player.cprSealed ? vault.open(player.cprSealed) : null,
    dateOfBirth: player.birthDate,
  };
}

/**
 * Starts a selection at the provider: the page the player chooses the account on, or null where the provider has
 * no such call. Each press starts a new one; one left unfinished moves no money and is simply never verified.
 */
export async function startBankAccountSelection(
  db: Database,
  provider: PaymentProvider,
  vault: CprVault,
  input: { playerId: number; origin: URL },
): Promise<{ url: string } | null> {
  const holder = await holderOf(db, vault, input.playerId);
  if (!provider.selectAccount || !holder) return null;
  const [selection] = await db
    .insert(bankAccountSelections)
    .values({ playerId: input.playerId })
    .returning({ id: bankAccountSelections.id });
  const atProvider = await provider.selectAccount({
    merchantReference: selection!.id,
    holder,
    successUrl: bankAccountReturnUrl(input.origin, 'chosen'),
    failUrl: bankAccountReturnUrl(input.origin, 'cancelled'),
  });
  await db
    .update(bankAccountSelections)
    .set({ providerOrderId: atProvider.id })
    .where(eq(bankAccountSelections.id, selection!.id));
  return { url: atProvider.pageUrl };
}

/** How the player recognises a registered account: `Danske Bank •••• 1111`. */
export const bankAccountLabel = (bank: string | null, lastDigits: string) =>
  [bank, `•••• ${lastDigits.slice(-4)}`].filter(Boolean).join(' ');

/**
 * Records a selection as verified from the provider's own record of it, never from the notification's word. Only
 * a started selection moves, so a resent or late notification changes nothing.
 */
export async function settleBankAccountSelection(
  db: Database,
  provider: PaymentProvider,
  providerOrderId: string,
  now = new Date(),
): Promise<void> {
  const selection = await provider.readAccountSelection?.(providerOrderId);
  if (selection?.status !== 'verified' || !selection.lastDigits) return;
  await db
    .update(bankAccountSelections)
    .set({
      status: 'verified',
      verifiedAt: now,
      providerOrderId: selection.id,
      label: bankAccountLabel(selection.bank, selection.lastDigits),
    })
    .where(and(eq(bankAccountSelections.id, selection.merchantReference), eq(bankAccountSelections.status, 'started')));
}

/** The player's newest verified account: the provider's order a payout to it names, its label, when verified. */
export async function lastRegisteredAccountOf(db: Database | DbTransaction, playerId: number) {
  const [last] = await db
    .select({
      providerOrderId: bankAccountSelections.providerOrderId,
      label: bankAccountSelections.label,
      verifiedAt: bankAccountSelections.verifiedAt,
    })
    .from(bankAccountSelections)
    .where(and(eq(bankAccountSelections.playerId, playerId), eq(bankAccountSelections.status, 'verified')))
    .orderBy(desc(bankAccountSelections.verifiedAt))
    .limit(1);
  if (!last?.providerOrderId || !last.label || !last.verifiedAt) return null;
  return { providerPaymentId: last.providerOrderId, label: last.label, at: last.verifiedAt };
}

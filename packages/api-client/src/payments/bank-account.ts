import { z } from 'zod/mini';

/**
 * The payout page's query on the way back from the provider's page where the player chose a bank account
 * (`?bankkonto=valgt` or `afbrudt`): the server builds the return addresses, the page reads them.
 */
export const bankAccountReturn = { param: 'bankkonto', chosen: 'valgt', cancelled: 'afbrudt' } as const;
export type BankAccountOutcome = 'chosen' | 'cancelled';

/** How the player's return from the provider's page ended, from the payout page's address; null: no return. */
export function bankAccountOutcomeOf(search: URLSearchParams): BankAccountOutcome | null {
  const value = search.get(bankAccountReturn.param);
  if (value === bankAccountReturn.chosen) return 'chosen';
  if (value === bankAccountReturn.cancelled) return 'cancelled';
  return null;
}

/** POST /api/proxy/payment/bankAccount: where the player chooses and verifies the account (the provider's page). */
export const bankAccountSelectionSchema = z.object({ url: z.url() });
export type BankAccountSelection = z.output<typeof bankAccountSelectionSchema>;

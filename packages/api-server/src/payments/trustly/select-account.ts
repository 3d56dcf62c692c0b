/**
 * Trustly's SelectAccount ("SelectAccount", "account" notification): the player chooses and verifies a bank
 * account on Trustly's page without paying, and Trustly's signed account notification gives its accountid, which
 * an AccountPayout then pays out to, exactly as to a bank deposit's account. The holder's name, CPR number and
 * birth date go with the call, as Trustly asks of gambling merchants (KYC); no direct debit mandate is asked for.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccountSelections } from '../schema.ts';
import type { AccountHolder, PaymentProvider } from '../provider.ts';
import { TrustlyCallError, type TrustlyCall } from './call.ts';
import { depositResultSchema, methods, type RpcData } from './protocol.ts';
import { trustlyStore } from './store.ts';

/** The Attributes of a SelectAccount for a Danish player; what is not known is left out, not sent empty. */
export function selectAccountAttributes(holder: AccountHolder, successUrl: string, failUrl: string): RpcData {
  return {
    Locale: 'da_DK',
    Country: 'DK',
    Firstname: holder.firstName,
    Lastname: holder.lastName,
    ...(holder.nationalIdentificationNumber
      ? { NationalIdentificationNumber: holder.nationalIdentificationNumber }
      : {}),
    ...(holder.dateOfBirth ? { DateOfBirth: holder.dateOfBirth } : {}),
    SuccessURL: successUrl,
    FailURL: failUrl,
    RequestDirectDebitMandate: 0,
  };
}

export function trustlyAccountSelection(
  db: Database,
  call: TrustlyCall,
  notificationUrl: string,
): Required<Pick<PaymentProvider, 'selectAccount' | 'readAccountSelection'>> {
  const store = trustlyStore(db);
  return {
    /**
     * A SelectAccount order for the selection; asking again for one selection returns the order made the first
     * time. The selection's row stays locked while Trustly is asked, so two servers make one order.
     */
    async selectAccount(input) {
      const ref = input.merchantReference;
      await db.transaction(async (tx) => {
        const [selection] = await tx
          .select({ playerId: bankAccountSelections.playerId })
          .from(bankAccountSelections)
          .where(eq(bankAccountSelections.id, ref))
          .for('update');
        if (!selection) throw new TrustlyCallError(`no account selection ${ref}`);
        const orders = trustlyStore(tx);
        if (await orders.orderByMessageId(ref)) return;
        const endUserId = `player-${selection.playerId}`;
        const answer = depositResultSchema.parse(
          await call(methods.selectAccount, {
            NotificationURL: notificationUrl,
            EndUserID: endUserId,
            MessageID: ref,
            Attributes: selectAccountAttributes(input.holder, input.successUrl, input.failUrl),
          }),
        );
        await orders.recordOrder({
          orderId: answer.orderid,
          messageId: ref,
          kind: 'account',
          amountOre: 0,
          currency: 'DKK',
          endUserId,
          url: answer.url,
        });
      });
      return (await store.accountSelectionByMessageId(ref))!;
    },

    readAccountSelection: (orderId) => store.accountSelection(orderId),
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, queryKeys } from '@casino/api-client';
import { cancelWithdrawal, type Withdrawal } from '@casino/api-client/payments';
import { formatDateTime, formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths } from '@casino/platform';
import { Button } from '@casino/ui';
import { toast } from '@casino/ui/toast';
import styles from './Payout.module.css';

const texts = paymentTexts.payout;

/** The player's withdrawals with their state; one still requested can be cancelled here. */
export function WithdrawalList({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: async (id: string) => {
      const result = await cancelWithdrawal(id);
      if (result.cancelled) throw new Error(texts.failed);
      return result.data;
    },
    onSuccess: (withdrawal) => toast.success(texts.cancelled(formatKroner(withdrawal.amount))),
    onError: (failure) => toast.error(isApiError(failure) ? failure.message : texts.failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payoutInfo }),
  });

  return (
    <section aria-labelledby="withdrawals-title" className={styles.history}>
      <h2 id="withdrawals-title">{texts.historyTitle}</h2>
      {withdrawals.length === 0 ? (
        <p>{texts.historyEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {withdrawals.map((w) => (
            <li key={w.id} aria-label={`${formatKroner(w.amount)}: ${texts.statuses[w.status]}`}>
              <strong>{formatKroner(w.amount)}</strong> · {formatDateTime(w.createdAt)} · {w.destination}
              <br />
              <span>{texts.statuses[w.status]}</span>
              {w.reason !== 'player' && <span> · {texts.reasons[w.reason]}</span>}
              {w.forfeitedBonus > 0 && <span> · {texts.forfeited(formatKroner(w.forfeitedBonus))}</span>}
              {w.status === 'failed' && w.failureReason && <p>{w.failureReason}</p>}
              <AppLink to={`${paths.receipt}?withdrawalId=${encodeURIComponent(w.id)}`}>{texts.receiptLink}</AppLink>
              {w.status === 'requested' && (
                <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(w.id)}>
                  {texts.cancel}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

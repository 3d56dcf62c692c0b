import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError, queryKeys, withdraw } from '@casino/api-client';
import { formatKroner } from '@casino/locale';
import { sessionAtom } from '@casino/platform';
import { Button, Page, RegionLoading } from '@casino/ui';
import { useDepositStatus } from '../deposit/data.ts';
import { useTrack } from '../deposit/tracking.ts';
import { payoutTexts } from '../payout/texts.ts';
import { validatePayout, type PayoutRequest } from '../payout/validate-payout.ts';
import styles from '../payout/Payout.module.css';
import forms from '../forms.module.css';

/** The payout page (/profile/payment/payout): balance, amount or "udbetal alt", Danish feedback. */
export default function PayoutPage() {
  const signedOut = useAtomValue(sessionAtom).status === 'unauthenticated';
  const status = useDepositStatus(!signedOut);
  const queryClient = useQueryClient();
  const track = useTrack();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [fullAmount, setFullAmount] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const payout = useMutation({
    mutationFn: async (request: PayoutRequest) => {
      const result = await withdraw(request);
      if (result.cancelled) throw new Error(payoutTexts.failed);
      return result.data;
    },
    onSuccess: (result) => {
      const message = payoutTexts.success(formatKroner(result.amount));
      setDone(message);
      setAmount('');
      setFullAmount(false);
      toast.success(message);
      track('payout', { type: 'Payout', amount: result.amount });
    },
    onError: (failure) => {
      // The server's Danish reason (over the balance, bonus still being wagered), else the generic text.
      const message =
        isApiError(failure) && failure.status >= 400 && failure.status < 500 ? failure.message : payoutTexts.failed;
      setError(message);
      toast.error(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.depositStatus }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!status.data || payout.isPending) return;
    setDone(null);
    const checked = validatePayout(amount, fullAmount, status.data.balance);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    payout.mutate(checked.request);
  }

  let content;
  if (signedOut) content = <p>{payoutTexts.loginRequired}</p>;
  else if (status.isPending || (status.isSuccess && !status.data))
    content = <RegionLoading label={payoutTexts.loading} />;
  else if (status.isError || !status.data)
    content = (
      <div role="alert">
        <p>{payoutTexts.loadFailed}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {payoutTexts.retry}
        </Button>
      </div>
    );
  else
    content = (
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={payout.isPending}>
        <p className={forms.balance}>
          <span>{payoutTexts.balance}</span>
          <strong>{formatKroner(status.data.balance)}</strong>
        </p>
        <div className={forms.field}>
          <label htmlFor={`${id}-amount`} className={forms.label}>
            {payoutTexts.amountLabel}
          </label>
          <input
            id={`${id}-amount`}
            className={forms.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={fullAmount ? '' : amount}
            disabled={fullAmount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <p id={`${id}-hint`} className={forms.hint}>
            {payoutTexts.amountHint}
          </p>
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={fullAmount} onChange={(event) => setFullAmount(event.target.checked)} />
          {payoutTexts.fullAmount}
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className={forms.error}>
            {error}
          </p>
        )}
        {done && (
          <p role="status" className={styles.success}>
            {done}
          </p>
        )}
        <Button type="submit" disabled={payout.isPending}>
          {payout.isPending ? payoutTexts.submitting : payoutTexts.submit}
        </Button>
      </form>
    );

  return (
    <Page title={payoutTexts.title}>
      <div data-remote="payments" data-remote-version={__APP_VERSION__}>
        {content}
      </div>
    </Page>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@casino/ui/toast';
import { isApiError, queryKeys, useDepositStatus } from '@casino/api-client';
import { withdraw } from '@casino/api-client/payments';
import { formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { sessionAtom } from '@casino/platform';
import { Button, RegionLoading } from '@casino/ui';
import { AmountField, CheckboxField, Form } from '@casino/ui/forms';
import { useTrack } from '../deposit/tracking.ts';
import { validatePayout, type PayoutRequest } from '../payout/validate-payout.ts';
import styles from '../payout/Payout.module.css';
import forms from '../forms.module.css';
import { PaymentsPage } from './PaymentsPage.tsx';

const payoutTexts = paymentTexts.payout;

/** The payout page (/profile/payment/payout): balance, amount or "udbetal alt", Danish feedback. */
export default function PayoutPage() {
  const signedOut = useAtomValue(sessionAtom).status === 'unauthenticated';
  const status = useDepositStatus({ isAuthenticated: !signedOut });
  const queryClient = useQueryClient();
  const track = useTrack();
  const amountRef = useRef<HTMLInputElement>(null);
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
      // To the field, so its message is read and the player can correct it at once.
      amountRef.current?.focus();
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
      <Form className={styles.form} onSubmit={submit} aria-busy={payout.isPending}>
        <p className={forms.balance}>
          <span>{payoutTexts.balance}</span>
          <strong>{formatKroner(status.data.balance)}</strong>
        </p>
        {/* Validation and the server's refusal are both about the amount: its field says them. */}
        <AmountField
          ref={amountRef}
          label={payoutTexts.amountLabel}
          hint={payoutTexts.amountHint}
          value={fullAmount ? '' : amount}
          disabled={fullAmount}
          error={error}
          onChange={(event) => setAmount(event.target.value)}
        />
        <CheckboxField
          label={payoutTexts.fullAmount}
          checked={fullAmount}
          onChange={(event) => setFullAmount(event.target.checked)}
        />
        {done && (
          <p role="status" className={styles.success}>
            {done}
          </p>
        )}
        <Button type="submit" disabled={payout.isPending}>
          {payout.isPending ? payoutTexts.submitting : payoutTexts.submit}
        </Button>
      </Form>
    );

  return <PaymentsPage title={payoutTexts.title}>{content}</PaymentsPage>;
}

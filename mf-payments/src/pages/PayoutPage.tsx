import { useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@casino/ui/toast';
import { isApiError, queryKeys } from '@casino/api-client';
import {
  bankAccountOutcomeOf,
  usePayoutInfo,
  withdraw,
  type BankAccountOutcome,
  type PayoutInfo,
} from '@casino/api-client/payments';
import { formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { useLocation } from 'react-router';
import { sessionAtom } from '@casino/platform';
import { SignInPrompt } from '@casino/platform/sign-in-prompt';
import { Button, RegionLoading } from '@casino/ui';
import { AmountField, CheckboxField, ConfirmButton, Form } from '@casino/ui/forms';
import { useTrack } from '../deposit/tracking.ts';
import { validatePayout, type PayoutRequest } from '../payout/validate-payout.ts';
import { WithdrawalList } from '../payout/WithdrawalList.tsx';
import { RegisterBankAccount } from '../payout/RegisterBankAccount.tsx';
import styles from '../payout/Payout.module.css';
import forms from '../forms.module.css';
import { PaymentsPage } from './PaymentsPage.tsx';

const payoutTexts = paymentTexts.payout;

/** One key per payout the player means: a retry or double click of the same request pays out once. */
const newKey = () => crypto.randomUUID();

/**
 * The payout page (/profile/payment/payout): balance, where the money goes, amount or "udbetal alt", the
 * bonus a payout would forfeit (two-step confirm), and the player's withdrawals with their state. A player with no
 * bank account on record registers one at Trustly first and comes back here (`?bankkonto=`).
 */
export default function PayoutPage() {
  const session = useAtomValue(sessionAtom).status;
  const signedOut = session === 'unauthenticated';
  const accountOutcome = bankAccountOutcomeOf(new URLSearchParams(useLocation().search));
  // The player's own: asked for once the session is known (spec section 6); until then the page's skeleton.
  const info = usePayoutInfo({
    isAuthenticated: session === 'authenticated',
    awaitingAccount: accountOutcome === 'chosen',
  });
  let content;
  if (signedOut) content = <SignInPrompt>{payoutTexts.loginRequired}</SignInPrompt>;
  else if (info.isPending) content = <RegionLoading label={payoutTexts.loading} />;
  else if (info.isError || !info.data)
    content = (
      <div role="alert">
        <p>{payoutTexts.loadFailed}</p>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {payoutTexts.retry}
        </Button>
      </div>
    );
  // Card and wallet deposits leave no bank account: the player registers one at Trustly (decision 0070).
  else if (info.data.destination === null) content = <RegisterBankAccount outcome={accountOutcome} />;
  else
    content = (
      <>
        <PayoutForm info={info.data} destination={info.data.destination} accountOutcome={accountOutcome} />
        <WithdrawalList withdrawals={info.data.withdrawals} />
      </>
    );
  return <PaymentsPage title={payoutTexts.title}>{content}</PaymentsPage>;
}

function PayoutForm({
  info,
  destination,
  accountOutcome,
}: {
  info: PayoutInfo;
  destination: string;
  accountOutcome: BankAccountOutcome | null;
}) {
  const queryClient = useQueryClient();
  const track = useTrack();
  const amountRef = useRef<HTMLInputElement>(null);
  const key = useRef(newKey());
  const [amount, setAmount] = useState('');
  const [fullAmount, setFullAmount] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const withdrawable = Math.max(0, info.balance - info.activeBonus);
  const bonus = info.activeBonus > 0 ? formatKroner(info.activeBonus) : null;

  const payout = useMutation({
    mutationFn: async (request: PayoutRequest) => {
      const result = await withdraw({ ...request, idempotencyKey: key.current, forfeitBonus: bonus !== null });
      if (result.cancelled) throw new Error(payoutTexts.failed);
      return result.data;
    },
    onSuccess: (result) => {
      key.current = newKey();
      const message = payoutTexts.requested(formatKroner(result.amount));
      setDone(message);
      setAmount('');
      setFullAmount(false);
      toast.success(message);
      track('payout', { type: 'Payout', amount: result.amount });
    },
    onError: (failure) => {
      // The server's Danish reason (over the balance, below the minimum), else the generic text.
      const message =
        isApiError(failure) && failure.status >= 400 && failure.status < 500 ? failure.message : payoutTexts.failed;
      setError(message);
      toast.error(message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payoutInfo }),
        queryClient.invalidateQueries({ queryKey: queryKeys.depositStatus }),
      ]),
  });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (payout.isPending) return;
    setDone(null);
    const checked = validatePayout(amount, fullAmount, withdrawable, info.minimum);
    if (!checked.ok) {
      setError(checked.message);
      // To the field, so its message is read and the player can correct it at once.
      amountRef.current?.focus();
      return;
    }
    setError(null);
    payout.mutate(checked.request);
  }

  const label = payout.isPending ? payoutTexts.submitting : payoutTexts.submit;
  return (
    <Form className={styles.form} onSubmit={submit} aria-busy={payout.isPending}>
      <p className={forms.balance}>
        <span>{payoutTexts.balance}</span>
        <strong>{formatKroner(info.balance)}</strong>
      </p>
      {accountOutcome === 'chosen' ? (
        // Back from Trustly with the account confirmed: said once, where the destination stands.
        <p role="status" className={styles.success}>
          {payoutTexts.accountAdded(destination)}
        </p>
      ) : (
        <p>{payoutTexts.destination(destination)}</p>
      )}
      {bonus && <p className={styles.warning}>{payoutTexts.bonusWarning(bonus)}</p>}
      {/* Validation and the server's refusal are both about the amount: its field says them. */}
      <AmountField
        ref={amountRef}
        label={payoutTexts.amountLabel}
        hint={payoutTexts.amountHint(formatKroner(info.minimum))}
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
      {bonus ? (
        // Giving up a bonus takes two deliberate presses (spec section 4's confirm button).
        <ConfirmButton variant="primary" confirmText={payoutTexts.confirmForfeit(bonus)} onConfirm={() => submit()}>
          {label}
        </ConfirmButton>
      ) : (
        <Button type="submit" disabled={payout.isPending}>
          {label}
        </Button>
      )}
    </Form>
  );
}

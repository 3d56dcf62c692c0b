import { useEffect, useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { selectBankAccount, type BankAccountOutcome } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { Button } from '@casino/ui';
import styles from './Payout.module.css';

const texts = paymentTexts.payout;

/** Off to Trustly's page in this tab, leaving the site; it sends the player back to the payout page. */
function goToProviderPage(url: string): void {
  window.open(url, '_self');
}

/**
 * For a player with no bank account on record (only card or wallet deposits): why a payout needs one, and the
 * button that registers one at Trustly (decision 0070). Back from Trustly, `outcome` says how it went while the
 * page waits for Trustly's confirmation.
 */
export function RegisterBankAccount({ outcome }: { outcome: BankAccountOutcome | null }) {
  const headingId = useId();
  // A second click can land before React re-renders the disabled button: this ref stops it.
  const inFlight = useRef(false);
  const start = useMutation({
    mutationFn: async () => {
      const result = await selectBankAccount();
      if (result.cancelled) throw new Error(texts.accountFailed);
      return result.data;
    },
    onSuccess: ({ url }) => goToProviderPage(url),
    onError: () => {
      inFlight.current = false;
    },
  });
  // The server's refusal and a lost answer say the same to the player: nothing was registered, try again.
  const failure = start.isError ? texts.accountFailed : null;

  // Back from Trustly's page through the back-forward cache: the button is usable again.
  const { reset } = start;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  function register() {
    if (inFlight.current) return;
    inFlight.current = true;
    start.mutate();
  }

  return (
    <section aria-labelledby={headingId} className={styles.account}>
      <h2 id={headingId}>{texts.accountHeading}</h2>
      {outcome && (
        <p role="status" className={styles.notice}>
          {outcome === 'chosen' ? texts.accountPending : texts.accountCancelled}
        </p>
      )}
      <p>{texts.noDestination}</p>
      {failure && (
        <p role="alert" className={styles.warning}>
          {failure}
        </p>
      )}
      <Button onClick={register} disabled={start.isPending || start.isSuccess} aria-busy={start.isPending}>
        {start.isPending || start.isSuccess ? texts.registeringAccount : texts.registerAccount}
      </Button>
    </section>
  );
}

import { useEffect, useReducer, useRef } from 'react';
import { toast } from '@casino/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@casino/api-client';
import {
  chargeDeposit,
  paymentFailureMessage,
  type ChargeRequest,
  type PaymentFailure,
} from '@casino/api-client/payments';
import { depositFormReducer, initialDepositFormState } from './logic/form-state.ts';
import { createDepositAttempts, type DepositAttempts } from './logic/idempotency.ts';
import { validateDepositAmount } from './logic/validate-amount.ts';
import { useTrack } from './tracking.ts';

export interface DepositSubmitOptions {
  /** The remaining allowance (maxAllowedCreditLimit), checked on submit. */
  allowance: number;
  /** How the player chose to pay: part of what makes one attempt. */
  method: string;
  /** The charge for a valid amount under this attempt's idempotency key. */
  buildRequest: (amount: number, idempotencyKey: string) => ChargeRequest;
}

/** What a submit ended in, so the form can move focus to the amount field on a validation error. */
export type SubmitResult = 'invalid' | 'leaving' | 'failed' | 'ignored';

/** The deposit form's state machine (spec section 4) and its submit: validate, charge, leave or fail. */
/** Off to the hosted payment page in this tab, leaving the site (the page may come back from the bfcache). */
function goToPaymentPage(url: string): void {
  window.open(url, '_self');
}

export function useDepositSubmit({ allowance, method, buildRequest }: DepositSubmitOptions) {
  const [state, dispatch] = useReducer(depositFormReducer, initialDepositFormState);
  const queryClient = useQueryClient();
  // Afterwards the deposit status is re-read: balance and allowance may have moved.
  const charge = useMutation({
    mutationFn: (request: ChargeRequest) => chargeDeposit(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.depositStatus }),
  });
  const track = useTrack();
  const attempts = useRef<DepositAttempts | null>(null);
  // A second click can land before React re-renders the disabled button: this ref stops it.
  const inFlight = useRef(false);

  // Back from the payment page through the back-forward cache: the form is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      dispatch({ type: 'restored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function fail(failure: PaymentFailure) {
    inFlight.current = false;
    dispatch({ type: 'chargeFailed', failure });
    track('depositError', { error: failure.reason });
    // Spec section 8: the generic failure is a toast; the limit and the refusals have their
    // own notice in the form.
    if (failure.kind === 'failed') toast.error(paymentFailureMessage(failure).message);
  }

  async function submit(): Promise<SubmitResult> {
    if (inFlight.current) return 'ignored';
    const validation = validateDepositAmount(state.amountInput, allowance);
    if (!validation.ok) {
      dispatch({ type: 'validationFailed', message: validation.message });
      return 'invalid';
    }
    inFlight.current = true;
    dispatch({ type: 'submitted' });
    attempts.current ??= createDepositAttempts();
    const idempotencyKey = attempts.current.keyFor(validation.amount, method);
    const outcome = await charge.mutateAsync(buildRequest(validation.amount, idempotencyKey));
    if (outcome.ok) {
      goToPaymentPage(outcome.paymentPageUrl);
      return 'leaving';
    }
    // No answer: the payment may exist, so the attempt (and its key) stays open for a retry.
    if (outcome.answered) attempts.current.settle();
    fail(outcome.failure);
    return 'failed';
  }

  return {
    state,
    editAmount: (input: string) => dispatch({ type: 'amountEdited', input }),
    pickAmount: (amount: number) => dispatch({ type: 'quickPicked', amount }),
    submit,
  };
}

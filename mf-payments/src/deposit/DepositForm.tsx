import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { depositStatusQuery, useDepositStatus, type DepositStatus } from '@casino/api-client';
import {
  nextPromoCodeQuery,
  useNextPromoCode,
  paymentFailureMessage,
  type ChargeRequest,
  type DepositMethod,
  type NextPromoCode,
} from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { sessionAtom, type DepositDialogPreload, gameSessionIdAtom } from '@casino/platform';
import { SignInPrompt } from '@casino/platform/sign-in-prompt';
import { Button, RegionLoading } from '@casino/ui';
import { depositRules, formatKroner, parseAmountInput } from '@casino/locale';
import { AmountField, Form, FormError } from '@casino/ui/forms';
import { LimitReachedWarning } from './LimitReachedWarning.tsx';
import { RefusalNotice } from './RefusalNotice.tsx';
import { quickPicks } from './logic/quick-picks.ts';
import { currentPageReturnUrls, resolveGameSessionId, type ReturnUrls } from './logic/return-urls.ts';
import { MethodChoice } from './MethodChoice.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import { QuickPicks } from './QuickPicks.tsx';
import { useDepositSubmit } from './useDepositSubmit.ts';
import styles from './DepositForm.module.css';
import forms from '../forms.module.css';

export type DepositFormProps = DepositOptions;

/** What the form opens with, fetched ahead of a click: the player's deposit status and next promo code. */
export function preloadDepositForm({ queryClient, signedIn }: DepositDialogPreload): Promise<unknown> {
  if (!signedIn) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(depositStatusQuery({ isAuthenticated: true })),
    queryClient.prefetchQuery(nextPromoCodeQuery({ isAuthenticated: true })),
  ]);
}

/**
 * The deposit form shared by the dialog and the deposit page (spec section 2): loads the player's
 * deposit status and next promo code, then shows the form. The root carries the remote's version
 * for the release test.
 */
export function DepositForm(props: DepositFormProps) {
  const session = useAtomValue(sessionAtom).status;
  const signedOut = session === 'unauthenticated';
  // The player's own: asked for once the session is known (spec section 6); until then the form's skeleton.
  const isAuthenticated = session === 'authenticated';
  const status = useDepositStatus({ isAuthenticated });
  // A promo that fails to load only means no banner.
  const promo = useNextPromoCode({ isAuthenticated });
  // Waited for until its first answer only: a promo still retrying after a failure does not hold the form.
  const promoFirstAnswer = promo.isPending && promo.failureCount === 0;
  const { form } = paymentTexts;

  let content;
  if (signedOut) {
    content = <SignInPrompt onLeave={props.onLeave}>{form.loginRequired}</SignInPrompt>;
  } else if (status.isPending || promoFirstAnswer || (status.isSuccess && !status.data)) {
    // The form shows with its promo at once (a banner arriving later would push the button down), and its
    // skeleton is the form's height, so nothing moves when it arrives.
    content = <RegionLoading label={form.loading} className={styles.skeleton} />;
  } else if (status.isError) {
    content = (
      <div role="alert" className={styles.loadFailed}>
        <p>{form.statusFailed}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {form.retry}
        </Button>
      </div>
    );
  } else {
    content = status.data && <DepositFormContent {...props} status={status.data} promo={promo.data ?? null} />;
  }

  return (
    <div className={styles.root} data-remote="payments" data-remote-version={__APP_VERSION__}>
      {content}
    </div>
  );
}

export interface DepositOptions {
  /**
   * Where the payment page sends the player back. 'currentPage' (the dialog): this page with the
   * status (spec section 2). An object (the deposit page): its URLs; the ones left out get the
   * server's section 7 defaults.
   */
  returnTo?: 'currentPage' | Partial<ReturnUrls>;
  /** Charge currency; the server's default (DKK) when left out (spec section 7). */
  currency?: string;
  /** Set explicitly; else the shared atom's, else the query string's (spec section 2). */
  gameSessionId?: string | null;
  /** The way to pay chosen first; cards and wallets when not given. */
  method?: DepositMethod;
  /** A link inside the form leaves it (the dialog closes). */
  onLeave?: () => void;
}

interface DepositFormContentProps extends DepositOptions {
  status: DepositStatus;
  promo: NextPromoCode | null;
}

/** The deposit form itself, once the player's balance and allowance are known. */
function DepositFormContent(props: DepositFormContentProps) {
  const { status, promo, returnTo = 'currentPage', currency, onLeave } = props;
  const location = useLocation();
  const atomGameSessionId = useAtomValue(gameSessionIdAtom);
  const amountRef = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<DepositMethod>(props.method ?? 'card');

  const { state, editAmount, pickAmount, submit } = useDepositSubmit({
    allowance: status.maxAllowedCreditLimit,
    method,
    buildRequest: (amount, idempotencyKey): ChargeRequest => {
      const gameSessionId = resolveGameSessionId(props.gameSessionId ?? atomGameSessionId, location.search);
      const returnUrls =
        returnTo === 'currentPage'
          ? currentPageReturnUrls({ ...location, origin: window.location.origin }, gameSessionId)
          : returnTo;
      return { amount, idempotencyKey, gameSessionId, method, ...(currency ? { currency } : {}), ...returnUrls };
    },
  });

  const limitReached = status.limitReached;
  const submitting = state.status === 'submitting';
  const amount = parseAmountInput(state.amountInput);
  const failure = state.failure;

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        // Back to the field, so its message is read and the player can correct it at once.
        void submit().then((result) => result === 'invalid' && amountRef.current?.focus());
      }}
    >
      {limitReached && <LimitReachedWarning />}
      {!status.limitsSet && <RefusalNotice refusal="limitRequired" onLeave={onLeave} />}
      <p className={forms.balance}>
        <span>{paymentTexts.form.balance}</span> <strong>{formatKroner(status.balance)}</strong>
      </p>
      {/* Spec section 4: with the limit reached the whole form is disabled. */}
      <fieldset className={styles.fields} disabled={limitReached || !status.limitsSet}>
        <AmountField
          ref={amountRef}
          label={paymentTexts.form.amountLabel}
          hint={paymentTexts.form.amountHint(depositRules.minimum, depositRules.maximum)}
          value={state.amountInput}
          onChange={(event) => editAmount(event.target.value)}
          error={state.fieldError}
          readOnly={submitting}
        />
        <QuickPicks
          picks={quickPicks(status.maxAllowedCreditLimit, limitReached)}
          selected={amount}
          onPick={pickAmount}
          busy={submitting}
        />
        <MethodChoice value={method} onChange={setMethod} />
        {promo && <PromoBanner promo={promo} amount={amount} onLeave={onLeave} />}
        {failure?.kind === 'limitReached' && !limitReached && <LimitReachedWarning />}
        {/* A pause, exclusion or missing limit is told as such, with where to go next. */}
        {failure?.kind === 'refused' && status.limitsSet && (
          <RefusalNotice refusal={failure.refusal} onLeave={onLeave} />
        )}
        <FormError>{failure?.kind === 'failed' && paymentFailureMessage(failure).message}</FormError>
        <Button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? paymentTexts.form.submitting : paymentTexts.form.submit}
        </Button>
      </fieldset>
      <PaymentMethods method={method} />
    </Form>
  );
}

import { useAtomValue } from 'jotai';
import { depositStatusQuery, useDepositStatus } from '@casino/api-client';
import { nextPromoCodeQuery, useNextPromoCode } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths, sessionAtom, type DepositDialogPreload } from '@casino/platform';
import { Button, RegionLoading } from '@casino/ui';
import { DepositFormContent, type DepositOptions } from './DepositFormContent.tsx';
import styles from './DepositForm.module.css';

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
  const signedOut = useAtomValue(sessionAtom).status === 'unauthenticated';
  const status = useDepositStatus({ isAuthenticated: !signedOut });
  // A promo that fails to load only means no banner.
  const promo = useNextPromoCode({ isAuthenticated: !signedOut });
  const { form } = paymentTexts;

  let content;
  if (signedOut) {
    content = (
      <p>
        {form.loginRequired}{' '}
        <AppLink to={`${paths.login}?error=SessionRequired`} onClick={props.onLeave}>
          {form.login}
        </AppLink>
      </p>
    );
  } else if (status.isPending || (status.isSuccess && !status.data)) {
    content = <RegionLoading label={form.loading} />;
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

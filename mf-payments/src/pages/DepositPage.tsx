import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { paymentTexts } from '@casino/locale/payments';
import { Page } from '@casino/ui';
import { DepositForm } from '../deposit/DepositForm.tsx';
import { depositPageInputs } from '../deposit/logic/deposit-page-query.ts';

const unchanging = () => () => {};
/**
 * The page's origin, which the return addresses must share; none on the server and while the server-rendered page is
 * hydrated (nothing is paid before the page runs), so the render reads no browser.
 */
const useOrigin = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );

/** The deposit screen (spec section 2): its inputs come from the query string. */
export default function DepositPage() {
  const { search } = useLocation();
  const origin = useOrigin();
  const inputs = useMemo(() => depositPageInputs(search, origin), [search, origin]);
  const { redirectUrl, cancelUrl, ...rest } = inputs;
  return (
    <Page title={paymentTexts.pages.deposit}>
      <DepositForm {...rest} returnTo={{ redirectUrl, cancelUrl }} />
    </Page>
  );
}

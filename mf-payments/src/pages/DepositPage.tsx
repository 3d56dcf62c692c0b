import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { paymentTexts } from '@casino/locale/payments';
import { Page } from '@casino/ui';
import { DepositForm } from '../deposit/DepositForm.tsx';
import { depositPageInputs } from '../deposit/logic/deposit-page-query.ts';

/** The deposit screen (spec section 2): its inputs come from the query string. */
export default function DepositPage() {
  const { search } = useLocation();
  const inputs = useMemo(() => depositPageInputs(search, window.location.origin), [search]);
  const { redirectUrl, cancelUrl, ...rest } = inputs;
  return (
    <Page title={paymentTexts.pages.deposit}>
      <DepositForm {...rest} returnTo={{ redirectUrl, cancelUrl }} />
    </Page>
  );
}

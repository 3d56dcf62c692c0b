import { useAtomValue } from 'jotai';
import { useReceipt } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths, sessionAtom, useQueryParams } from '@casino/platform';
import { RegionLoading } from '@casino/ui';
import { PaymentRefusal } from './PaymentRefusal.tsx';
import { PaymentsPage } from './PaymentsPage.tsx';

/**
 * Where a payment that was not completed lands (/profile/payment/error?paymentId=): spec section 8's
 * charge-failed text, or, for a payment refused at confirmation, the reason.
 */
export default function PaymentErrorPage() {
  const params = useQueryParams();
  const paymentId = params.get('paymentId');
  const signedIn = useAtomValue(sessionAtom).status !== 'unauthenticated';
  const receipt = useReceipt({ isAuthenticated: signedIn, paymentId });
  const paymentErrorTexts = paymentTexts.paymentError;

  let reason;
  if (receipt.isPending && receipt.fetchStatus !== 'idle') reason = <RegionLoading label={paymentErrorTexts.loading} />;
  else if (receipt.data?.status === 'refused') reason = <PaymentRefusal code={receipt.data.refusalCode} />;
  else
    reason = (
      <>
        <p role="alert">{paymentTexts.errors.generic}</p>
        <p>{paymentErrorTexts.noMoney}</p>
      </>
    );
  return (
    <PaymentsPage title={paymentErrorTexts.title}>
      {reason}
      {paymentId && (
        <p>
          {paymentErrorTexts.reference}: <span>{paymentId}</span>
        </p>
      )}
      <p>
        <AppLink to={paths.deposit}>{paymentErrorTexts.retry}</AppLink>
      </p>
      <p>
        <AppLink to={paths.home}>{paymentErrorTexts.home}</AppLink>
      </p>
    </PaymentsPage>
  );
}

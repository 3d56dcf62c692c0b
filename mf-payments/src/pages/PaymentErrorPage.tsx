import { useSearchParams } from 'react-router';
import { paymentTexts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import { PaymentsPage } from './PaymentsPage.tsx';

/** Where a declined payment lands (/profile/payment/error?paymentId=): spec section 8's charge-failed text. */
export default function PaymentErrorPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const paymentErrorTexts = paymentTexts.paymentError;
  return (
    <PaymentsPage title={paymentErrorTexts.title}>
      <p role="alert">{paymentTexts.errors.generic}</p>
      <p>{paymentErrorTexts.noMoney}</p>
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

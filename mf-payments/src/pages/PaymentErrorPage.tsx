import { useSearchParams } from 'react-router';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';
import { paymentErrorTexts } from '../payout/texts.ts';

/** Where a declined payment lands (/profile/payment/error?paymentId=): spec section 8's charge-failed text. */
export default function PaymentErrorPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  return (
    <Page title={paymentErrorTexts.title}>
      <div data-remote="payments" data-remote-version={__APP_VERSION__}>
        <p role="alert">{paymentErrorTexts.message}</p>
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
      </div>
    </Page>
  );
}

import { paymentFailureFromCode, type PaymentErrorCode } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { LimitReachedWarning } from '../deposit/LimitReachedWarning.tsx';
import { RefusalNotice } from '../deposit/RefusalNotice.tsx';

/**
 * Why an approved payment was not credited (the player paused, was excluded or lowered a limit after
 * opening it), by the receipt's `refusalCode`, and that no money is taken.
 */
export function PaymentRefusal({ code }: { code: PaymentErrorCode | null }) {
  const failure = paymentFailureFromCode(code);
  return (
    <>
      {failure.kind === 'limitReached' && <LimitReachedWarning />}
      {failure.kind === 'refused' && <RefusalNotice refusal={failure.refusal} />}
      {failure.kind === 'failed' && <p role="alert">{paymentTexts.errors.generic}</p>}
      <p>{paymentTexts.paymentError.voided}</p>
    </>
  );
}

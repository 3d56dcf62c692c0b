import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paymentRefusalMessage, useReceipt } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { sessionAtom, track, usePlayer, type PaymentReturnProps } from '@casino/platform';
import { toast } from '@casino/ui/toast';

/** One toast per payment return (a re-run effect shows it once): the receipt may still turn it into the reason. */
const toastId = (paymentId: string) => `payment-return-${paymentId}`;
const cancelledToastId = 'payment-return-cancelled';

/**
 * A return from the payment page (spec section 2), on whatever page it lands: the toast at once; then, with the
 * logged-in profile (spec section 6), the receipt. A payment refused at confirmation was not credited: its toast
 * becomes the reason, untracked. Any other is tracked as the deposit event (spec section 3).
 */
export default function PaymentReturn({ payment, onDone }: PaymentReturnProps) {
  const session = useAtomValue(sessionAtom);
  const { isAuthenticated, tracking } = usePlayer();
  const { pathname } = useLocation();
  const paymentId = payment.status === 'success' ? payment.paymentId : null;
  const receipt = useReceipt({ isAuthenticated, paymentId });
  // The deposit event is sent once, however often the effect runs before the shell unmounts this.
  const handled = useRef(false);

  useEffect(() => {
    if (payment.status === 'success') toast.success(paymentTexts.return.success, { id: toastId(payment.paymentId) });
    else toast.warning(paymentTexts.return.cancelled, { id: cancelledToastId });
  }, [payment]);

  useEffect(() => {
    if (handled.current) return;
    if (!paymentId || session.status === 'unauthenticated' || receipt.isError) return onDone();
    if (!receipt.isSuccess || !tracking) return;
    handled.current = true;
    const paid = receipt.data;
    if (paid?.status === 'refused')
      toast.error(paymentTexts.paymentError.title, {
        id: toastId(paymentId),
        description: paymentRefusalMessage(paid.refusalCode),
      });
    else if (paid)
      track(
        {
          event: 'deposit',
          id: paid.paymentId,
          amount: paid.amount,
          type: paid.ftd === 'true' ? 'FTD' : 'Deposit',
          location: pathname,
          method: paid.method,
        },
        tracking,
      );
    onDone();
  }, [paymentId, session.status, receipt.isError, receipt.isSuccess, receipt.data, tracking, pathname, onDone]);

  return null;
}

import { useAtomValue } from 'jotai';
import { isFirstTimeDeposit, useReceipt } from '@casino/api-client/payments';
import { formatDateTime, formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths, sessionAtom, useQueryParams } from '@casino/platform';
import { RegionLoading } from '@casino/ui';
import { PaymentRefusal } from './PaymentRefusal.tsx';
import { PaymentsPage } from './PaymentsPage.tsx';
import { WithdrawalReceipt } from '../payout/WithdrawalReceipt.tsx';

const receiptTexts = paymentTexts.receipt;

/**
 * The receipt page (/profile/payment/receipt?paymentId=): amount in kroner, method, date, first-deposit note;
 * with `?withdrawalId=` a withdrawal's receipt.
 */
export default function ReceiptPage() {
  const params = useQueryParams();
  const withdrawalId = params.get('withdrawalId');
  if (withdrawalId)
    return (
      <PaymentsPage title={receiptTexts.title}>
        <WithdrawalReceipt withdrawalId={withdrawalId} />
      </PaymentsPage>
    );
  return <DepositReceipt paymentId={params.get('paymentId')} />;
}

function DepositReceipt({ paymentId }: { paymentId: string | null }) {
  const signedIn = useAtomValue(sessionAtom).status !== 'unauthenticated';
  const receipt = useReceipt({ isAuthenticated: signedIn, paymentId });

  let content;
  if (!paymentId || receipt.isError || (receipt.isSuccess && !receipt.data))
    content = <p role="alert">{receiptTexts.missing}</p>;
  else if (!receipt.data) content = <RegionLoading label={receiptTexts.loading} />;
  else {
    const r = receipt.data;
    content = (
      <>
        {isFirstTimeDeposit(r) && <p role="status">{receiptTexts.firstDeposit}</p>}
        {r.status === 'refused' && <PaymentRefusal code={r.refusalCode} />}
        <dl className="facts">
          <dt>{receiptTexts.amount}</dt>
          <dd>{formatKroner(r.amount)}</dd>
          <dt>{receiptTexts.method}</dt>
          <dd>{receiptTexts.methods[r.method] ?? r.method}</dd>
          <dt>{receiptTexts.date}</dt>
          <dd>{formatDateTime(r.createdAt)}</dd>
          <dt>{receiptTexts.status}</dt>
          <dd>{receiptTexts.statuses[r.status]}</dd>
          <dt>{receiptTexts.paymentId}</dt>
          <dd>{r.paymentId}</dd>
        </dl>
        <p>
          <AppLink to={paths.myGames}>{receiptTexts.back}</AppLink>
        </p>
      </>
    );
  }
  return <PaymentsPage title={receiptTexts.title}>{content}</PaymentsPage>;
}

import { useAtomValue } from 'jotai';
import { useWithdrawal } from '@casino/api-client/payments';
import { formatDateTime, formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths, sessionAtom } from '@casino/platform';
import { RegionLoading } from '@casino/ui';

const texts = paymentTexts.receipt;
const payoutTexts = paymentTexts.payout;

/** The receipt of one of the player's withdrawals: amount, where it went, its state and when. */
export function WithdrawalReceipt({ withdrawalId }: { withdrawalId: string }) {
  const signedIn = useAtomValue(sessionAtom).status !== 'unauthenticated';
  const withdrawal = useWithdrawal({ isAuthenticated: signedIn, withdrawalId });
  if (withdrawal.isError || (withdrawal.isSuccess && !withdrawal.data))
    return <p role="alert">{texts.withdrawal.missing}</p>;
  if (!withdrawal.data) return <RegionLoading label={texts.loading} />;
  const w = withdrawal.data;
  return (
    <>
      <h2>{texts.withdrawal.title}</h2>
      {w.status === 'failed' && w.failureReason && <p role="status">{w.failureReason}</p>}
      <dl className="facts">
        <dt>{texts.amount}</dt>
        <dd>{formatKroner(w.amount)}</dd>
        <dt>{texts.withdrawal.destination}</dt>
        <dd>{w.destination}</dd>
        <dt>{texts.status}</dt>
        <dd>{payoutTexts.statuses[w.status]}</dd>
        <dt>{texts.withdrawal.requestedAt}</dt>
        <dd>{formatDateTime(w.createdAt)}</dd>
        {w.settledAt && (
          <>
            <dt>{texts.withdrawal.settledAt}</dt>
            <dd>{formatDateTime(w.settledAt)}</dd>
          </>
        )}
        {w.forfeitedBonus > 0 && (
          <>
            <dt>{texts.withdrawal.forfeitedBonus}</dt>
            <dd>{formatKroner(w.forfeitedBonus)}</dd>
          </>
        )}
        <dt>{texts.withdrawal.withdrawalId}</dt>
        <dd>{w.id}</dd>
      </dl>
      <p>
        <AppLink to={paths.payout}>{texts.withdrawal.back}</AppLink>
      </p>
    </>
  );
}

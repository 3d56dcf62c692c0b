import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError, queryKeys } from '@casino/api-client';
import { lockAccount, type LockPeriod, type LockResult } from '@casino/api-client/profile';
import { formatDate, formatDateTime, formatKroner, texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { isFarewellState, track, usePlayer } from '@casino/platform';
import { Page } from '@casino/ui';
import { FormError } from '@casino/ui/forms';
import { useFarewell } from '../common/useFarewell.ts';
import { useSignedIn } from '../common/useSignedIn.ts';
import { LockOption } from '../lock/LockOption.tsx';
import { ResponsibleHelp } from '../lock/ResponsibleHelp.tsx';
import cards from '../common/Cards.module.css';
import styles from '../lock/Lock.module.css';

const t = profileTexts.lock;
const periods: readonly LockPeriod[] = ['day', 'month', 'forever'];

/** What the player is told once the lock is in place. */
function Outcome({ result }: { result: LockResult | null }) {
  let title: string = t.signedOut.title;
  let text: string = t.signedOut.text;
  if (result?.period === 'day' && result.lockedUntil)
    return <p role="status">{t.paused(formatDateTime(result.lockedUntil))}</p>;
  if (result?.period === 'month' && result.lockedUntil) {
    title = t.excluded.title;
    text = t.excluded.text(formatDate(result.lockedUntil));
  } else if (result?.period === 'forever') {
    title = t.closed.title;
    text = t.closed.text;
  }
  const payout = result?.payout;
  return (
    <div role="status" className={styles.outcome}>
      <h2>{title}</h2>
      <p>{text}</p>
      {payout && <p>{t.payout(formatKroner(payout.amount), payout.destination)}</p>}
      {payout && payout.forfeitedBonus > 0 && <p>{t.forfeited(formatKroner(payout.forfeitedBonus))}</p>}
    </div>
  );
}

/**
 * /profile/lock (spec sections 4, 5; DOMAIN.md): a 24-hour pause, a 30-day exclusion or closing the account,
 * each through the two-step confirm button. The server ends the sessions of an excluded or closed account; the
 * page then signs the site out too and stays to say so, with where to get help.
 */
export default function LockPage() {
  const { tracking } = usePlayer();
  const queryClient = useQueryClient();
  const farewell = useFarewell();
  const { session } = useSignedIn();
  const signedOutHere = isFarewellState(useLocation().state) && session.status === 'unauthenticated';
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LockResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function lock(period: LockPeriod) {
    setBusy(true);
    setError(null);
    try {
      // A month or forever lock ends the session: the page must stay afterwards to say so.
      if (period !== 'day') await farewell.stay();
      // Any period but day, month and forever throws here (spec section 5), before anything is sent.
      const answer = await lockAccount(period, false);
      if (answer.cancelled) return;
      track({ event: 'accountStatus', type: period === 'day' ? 'cooldown' : 'lock', period }, tracking);
      setResult(answer.data);
      if (period === 'day') await queryClient.invalidateQueries({ queryKey: queryKeys.depositStatus });
      else farewell.leave();
    } catch (failure) {
      setError(isApiError(failure) && failure.status > 0 && failure.status < 500 ? failure.message : t.failed);
    } finally {
      setBusy(false);
    }
  }

  const locked = signedOutHere || result !== null;
  return (
    <Page title={texts.pages.lock}>
      <div data-remote="profile">
        {locked ? (
          <Outcome result={result} />
        ) : (
          <>
            <p>{t.intro}</p>
            <div className={`${cards.cards} ${styles.options}`}>
              {periods.map((period) => (
                <LockOption key={period} period={period} busy={busy} onConfirm={(p) => void lock(p)} />
              ))}
            </div>
            <p>{t.marketing}</p>
            <FormError>{error}</FormError>
          </>
        )}
        {locked && <ResponsibleHelp />}
      </div>
    </Page>
  );
}

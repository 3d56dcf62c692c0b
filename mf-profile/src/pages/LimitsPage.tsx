import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { limitPeriods, useDepositLimits, type DepositLimits } from '@casino/api-client/payments';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { depositDialogOpenAtom } from '@casino/platform';
import { Button, Page } from '@casino/ui';
import { QueryContent } from '../common/QueryContent.tsx';
import { useSignedIn } from '../common/useSignedIn.ts';
import { LimitStatus } from '../limits/LimitStatus.tsx';
import { LimitsForm, limitsKey } from '../limits/LimitsForm.tsx';
import cards from '../common/Cards.module.css';
import styles from '../limits/Limits.module.css';

const t = profileTexts.limits;

const hasLimit = (limits: DepositLimits) => limitPeriods.some((period) => limits[period] !== null);

/**
 * /profile/limits (DOMAIN.md "Limits and exclusion"): the daily, weekly and monthly deposit limits with what is
 * used and left, a waiting raise with the moment it applies, and the form that sets them. A player without a
 * limit is told it is needed before depositing and playing; once one is saved the deposit is one click away.
 */
export default function LimitsPage() {
  const { isAuthenticated } = useSignedIn();
  const query = useDepositLimits({ isAuthenticated });
  const openDeposit = useSetAtom(depositDialogOpenAtom);
  const [saved, setSaved] = useState<{ raised: boolean } | null>(null);

  return (
    <Page title={texts.pages.limits}>
      <div data-remote="profile">
        <p className={styles.intro}>{t.intro}</p>
        <QueryContent query={query} loading={t.loading} failed={t.loadFailed} retry={t.retry}>
          {(limits) => (
            <>
              {!hasLimit(limits) && (
                <div className={cards.notice} role="status">
                  <p className={cards.noticeTitle}>{t.required.title}</p>
                  <p>{t.required.text}</p>
                </div>
              )}
              <section aria-labelledby="limits-status-title">
                <h2 id="limits-status-title">{t.statusTitle}</h2>
                <ul className={cards.cards}>
                  {limitPeriods.map((period) => (
                    <LimitStatus key={period} period={period} limit={limits[period]} />
                  ))}
                </ul>
              </section>
              <div role="status" className={styles.saved}>
                {saved && (
                  <>
                    <p>{t.saved}</p>
                    {saved.raised && <p>{t.savedRaise}</p>}
                  </>
                )}
              </div>
              {saved && hasLimit(limits) && (
                <Button variant="secondary" onClick={() => openDeposit(true)}>
                  {t.depositLink}
                </Button>
              )}
              <LimitsForm key={limitsKey(limits)} limits={limits} onSaved={(_, raised) => setSaved({ raised })} />
            </>
          )}
        </QueryContent>
      </div>
    </Page>
  );
}

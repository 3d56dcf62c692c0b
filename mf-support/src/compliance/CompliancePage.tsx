import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '@casino/api-client';
import { texts } from '@casino/locale';
import { complianceTexts as t } from '@casino/locale/compliance';
import { AppLink, paths, sessionAtom } from '@casino/platform';
import { Page, RegionFallback, RegionLoading } from '@casino/ui';
import styles from './Compliance.module.css';
import { SafeDayList } from './SafeDayList.tsx';
import { SafeDayView } from './SafeDayView.tsx';
import { useSafeDays } from './useCompliance.ts';

/**
 * /support/compliance: what the site reported to the Danish Gambling Authority's SAFE, day by day. Only an account
 * with the compliance role gets past 403. It opens on the newest day.
 */
export default function CompliancePage() {
  const session = useAtomValue(sessionAtom);
  const { pathname } = useLocation();
  const days = useSafeDays(session.status === 'authenticated');
  return (
    <Page title={t.title}>
      {session.status === 'unauthenticated' ? (
        <p>
          {t.complianceOnly}{' '}
          <AppLink to={`${paths.login}?${new URLSearchParams({ callbackUrl: pathname }).toString()}`}>
            {t.signIn}
          </AppLink>
        </p>
      ) : days.isError && isApiError(days.error) && days.error.status === 403 ? (
        <p role="alert">{t.complianceOnly}</p>
      ) : days.isError ? (
        <RegionFallback
          message={texts.region.failed}
          retryLabel={texts.region.retry}
          onRetry={() => void days.refetch()}
        />
      ) : days.data ? (
        <ComplianceView days={days.data} />
      ) : (
        <RegionLoading label={texts.region.loading} />
      )}
    </Page>
  );
}

function ComplianceView({ days }: { days: Parameters<typeof SafeDayList>[0]['days'] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen ?? days[0]?.day ?? null;
  return (
    <div className={styles.view}>
      <p>{t.intro}</p>
      {days.length === 0 ? (
        <p>{t.noDays}</p>
      ) : (
        <div className={styles.columns}>
          <SafeDayList days={days} selected={day} onSelect={setChosen} />
          {day && <SafeDayView day={day} />}
        </div>
      )}
    </div>
  );
}

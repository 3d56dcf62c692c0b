import { useDepositStatus, useProfile } from '@casino/api-client';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';
import { QueryContent } from '../common/QueryContent.tsx';
import { useSignedIn } from '../common/useSignedIn.ts';
import { ProfileAreas } from '../overview/ProfileAreas.tsx';
import { ProfileCard } from '../overview/ProfileCard.tsx';
import overview from '../overview/Overview.module.css';

const t = profileTexts.overview;

/** /profile: who is signed in, their balance and last login, a link to every area, and sign-out. */
export default function OverviewPage() {
  const { isAuthenticated } = useSignedIn();
  const profile = useProfile({ isAuthenticated });
  const status = useDepositStatus({ isAuthenticated });
  return (
    <Page title={texts.pages.profile}>
      <div data-remote="profile">
        <QueryContent
          query={profile}
          loading={t.loading}
          failed={t.loadFailed}
          retry={t.retry}
          skeleton={overview.cardSkeleton}
        >
          {(data) => <ProfileCard profile={data} balance={status.data?.balance ?? null} />}
        </QueryContent>
        <ProfileAreas />
        <p>
          <AppLink to={paths.logout}>{t.logout}</AppLink>
        </p>
      </div>
    </Page>
  );
}

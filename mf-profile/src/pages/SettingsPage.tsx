import { useProfile } from '@casino/api-client';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { usePlayer, useQueryParams } from '@casino/platform';
import { Page } from '@casino/ui';
import { QueryContent } from '../common/QueryContent.tsx';
import { SettingsForm } from '../settings/SettingsForm.tsx';

const t = profileTexts.settings;

/** /profile/settings: contact details, spending level and marketing consent. */
export default function SettingsPage() {
  const { isAuthenticated, tracking } = usePlayer();
  const profile = useProfile({ isAuthenticated });
  const params = useQueryParams();
  return (
    <Page title={texts.pages.settings}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <QueryContent query={profile} loading={t.loading} failed={t.loadFailed} retry={t.retry}>
          {(data) => (
            <SettingsForm profile={data} tracking={tracking} focusPhone={params.get('focus') === 'phoneNumber'} />
          )}
        </QueryContent>
      </div>
    </Page>
  );
}

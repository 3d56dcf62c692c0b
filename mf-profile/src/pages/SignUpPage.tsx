import { texts } from '@casino/locale';
import { signUpTexts } from '@casino/locale/sign-up';
import { AppLink, mitidUrl, paths, useQueryParams } from '@casino/platform';
import { Page } from '@casino/ui';
import styles from '../sign-up/SignUp.module.css';

const t = signUpTexts.start;

/**
 * /opret-konto: becoming a player starts with MitID (DOMAIN.md "Becoming a player"). The link leaves the site
 * for the MitID broker, which sends the person back to the next step; `callbackUrl` is where they end up.
 */
export default function SignUpPage() {
  const callbackUrl = useQueryParams().get('callbackUrl') ?? '/';
  return (
    <Page title={texts.nav.signUp}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <a className={styles.mitid} href={mitidUrl('signup', callbackUrl)}>
          {t.mitid}
        </a>
        <p>
          {t.haveAccount}{' '}
          <AppLink to={`${paths.login}?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{texts.nav.login}</AppLink>
        </p>
      </div>
    </Page>
  );
}

import { texts } from '@casino/locale';
import { signUpRefusalCodes, signUpTexts, type SignUpRefusalCode } from '@casino/locale/sign-up';
import { AppLink, mitidUrl, paths, useQueryParams } from '@casino/platform';
import { Page } from '@casino/ui';
import { ResponsibleHelp } from '../lock/ResponsibleHelp.tsx';

const t = signUpTexts.refused;

const codeOf = (value: string | null): SignUpRefusalCode =>
  (signUpRefusalCodes as readonly string[]).includes(value ?? '') ? (value as SignUpRefusalCode) : 'mitid_failed';

/** Where to go from each refusal: log in, start again with MitID, or nowhere but the help. */
function NextStep({ code }: { code: SignUpRefusalCode }) {
  if (code === 'account_exists') return <AppLink to={paths.login}>{t.toLogin}</AppLink>;
  if (code === 'mitid_cancelled' || code === 'mitid_failed' || code === 'no_account' || code === 'rofus_unavailable')
    return <a href={mitidUrl('signup')}>{t.tryAgain}</a>;
  return <AppLink to={paths.home}>{t.toFrontPage}</AppLink>;
}

/**
 * /opret-konto/afvist?grund=…: why MitID did not lead to an account or a login (under 18, ROFUS, an account that
 * exists, ...), in Danish, with where to get help beside it (StopSpillet, ROFUS, treatment; DOMAIN.md).
 */
export default function SignUpRefusedPage() {
  const code = codeOf(useQueryParams().get('grund'));
  return (
    <Page title={t.title[code]}>
      <div data-remote="profile">
        <p role="alert">{t.text[code]}</p>
        <p>
          <NextStep code={code} />
        </p>
        <ResponsibleHelp />
        <p>
          <AppLink to={paths.help}>{texts.nav.help}</AppLink>
        </p>
      </div>
    </Page>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { limitPeriods, useDepositLimits, type DepositLimits } from '@casino/api-client/payments';
import { profileTexts } from '@casino/locale/profile';
import { signUpTexts } from '@casino/locale/sign-up';
import { useQueryParams } from '@casino/platform';
import { Page } from '@casino/ui';
import { QueryContent } from '../common/QueryContent.tsx';
import { useSignedIn } from '../common/useSignedIn.ts';
import { LimitsForm, limitsKey } from '../limits/LimitsForm.tsx';
import { landingAfterSignUp } from '../sign-up/landing.ts';

const t = signUpTexts.limits;
const limitTexts = profileTexts.limits;

const allSet = (limits: DepositLimits) => limitPeriods.every((period) => limits[period] !== null);

/**
 * /opret-konto/graenser: the last step of sign-up. The daily, weekly and monthly deposit limits, with the form and
 * rules of /profile/limits; once all three are set the player lands where they started, `justSignedUp=true`.
 */
export default function SignUpLimitsPage() {
  const { isAuthenticated } = useSignedIn();
  const query = useDepositLimits({ isAuthenticated });
  const navigate = useNavigate();
  const callbackUrl = useQueryParams().get('callbackUrl');
  const [missing, setMissing] = useState(false);

  function saved(limits: DepositLimits) {
    if (!allSet(limits)) return setMissing(true);
    void navigate(landingAfterSignUp(callbackUrl));
  }

  return (
    <Page title={t.title}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <div role="status">{missing && <p>{t.allRequired}</p>}</div>
        <QueryContent
          query={query}
          loading={limitTexts.loading}
          failed={limitTexts.loadFailed}
          retry={limitTexts.retry}
        >
          {(limits) => <LimitsForm key={limitsKey(limits)} limits={limits} onSaved={saved} />}
        </QueryContent>
      </div>
    </Page>
  );
}

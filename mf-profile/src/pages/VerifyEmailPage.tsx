import { useMutation } from '@tanstack/react-query';
import { verifyEmail } from '@casino/api-client/sign-up';
import { signUpTexts } from '@casino/locale/sign-up';
import { useQueryParams } from '@casino/platform';
import { Button, Page } from '@casino/ui';

const t = signUpTexts.verifyEmail;

/**
 * /konto/bekraeft-email?token=…: the mailed link's page. The address is confirmed by the button, not by opening
 * the link, so a mail program that fetches links to preview them does not use it up.
 */
export default function VerifyEmailPage() {
  const token = useQueryParams().get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => verifyEmail(token) });
  return (
    <Page title={t.title}>
      <div data-remote="profile">
        <div role="status">
          {confirm.isSuccess && <p>{t.confirmed}</p>}
          {confirm.isError && <p>{t.invalid}</p>}
        </div>
        {!confirm.isSuccess && (
          <Button onClick={() => confirm.mutate()} disabled={confirm.isPending || !token} aria-busy={confirm.isPending}>
            {t.confirm}
          </Button>
        )}
      </div>
    </Page>
  );
}

import { useState } from 'react';
import { newPasswordFormSchema } from '@casino/api-client/requests/sign-up';
import { confirmPasswordReset } from '@casino/api-client/sign-up';
import { texts } from '@casino/locale';
import { signUpTexts } from '@casino/locale/sign-up';
import { AppLink, paths, useQueryParams } from '@casino/platform';
import { Button, Page } from '@casino/ui';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';

const t = signUpTexts.passwordReset;

/**
 * /konto/ny-adgangskode?token=…: the mailed link's page. The new password replaces the old one once, while the
 * link is fresh; every session of the player ends, so they log in again with it.
 */
export default function ResetPasswordPage() {
  const token = useQueryParams().get('token') ?? '';
  const [saved, setSaved] = useState(false);
  const { formError, submitWith, field, isSubmitting } = useServerCheckedForm({
    schema: newPasswordFormSchema,
    defaultValues: { newPassword: '' },
    fields: ['newPassword'],
    fallback: t.invalid,
  });

  async function save({ newPassword }: { newPassword: string }) {
    const result = await confirmPasswordReset(token, newPassword);
    if (!result.cancelled) setSaved(true);
  }

  return (
    <Page title={t.title}>
      <div data-remote="profile">
        <div role="status">
          {saved && (
            <p>
              {t.saved} <AppLink to={paths.login}>{texts.nav.login}</AppLink>
            </p>
          )}
        </div>
        {!saved && (
          <Form aria-labelledby="page-title" onSubmit={(event) => void submitWith(save)(event)}>
            <TextField label={t.newPassword} type="password" autoComplete="new-password" {...field('newPassword')} />
            <FormError>{formError}</FormError>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {t.save}
            </Button>
          </Form>
        )}
      </div>
    </Page>
  );
}

import { useState } from 'react';
import {
  changePassword,
  passwordChangeFormSchema,
  type PasswordChangeForm,
  type PasswordChangeRequest,
} from '@casino/api-client/profile';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { Button, Page } from '@casino/ui';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';

const t = profileTexts.password;
const empty: PasswordChangeForm = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** /profile/password: the current password, the new one twice; the player's other sessions end. */
export default function PasswordPage() {
  const [done, setDone] = useState<number | null>(null);
  const { form, formError, submitWith, field, isSubmitting } = useServerCheckedForm<
    PasswordChangeForm,
    PasswordChangeRequest
  >({
    schema: passwordChangeFormSchema,
    defaultValues: empty,
    fields: ['currentPassword', 'newPassword'],
    fallback: t.failed,
  });
  const { reset } = form;

  async function save(change: PasswordChangeRequest) {
    setDone(null);
    const result = await changePassword(change);
    if (result.cancelled) return;
    reset(empty);
    setDone(result.data.otherSessionsEnded);
  }

  return (
    <Page title={texts.pages.password}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <Form aria-labelledby="page-title" onSubmit={(event) => void submitWith(save)(event)}>
          <TextField label={t.current} type="password" autoComplete="current-password" {...field('currentPassword')} />
          <TextField
            label={t.next}
            hint={t.nextHint}
            type="password"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <TextField label={t.repeat} type="password" autoComplete="new-password" {...field('repeatPassword')} />
          <FormError>{formError}</FormError>
          <div role="status">
            {done !== null && (
              <>
                <p>{t.saved}</p>
                {done > 0 && <p>{t.otherSessionsEnded(done)}</p>}
              </>
            )}
          </div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </Form>
      </div>
    </Page>
  );
}

import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  deleteConfirmFormSchema,
  deleteProfile,
  type AutomaticPayout,
  type DeleteConfirmForm,
} from '@casino/api-client/profile';
import { formatKroner, texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, isFarewellState, paths, useQueryParams } from '@casino/platform';
import { Page } from '@casino/ui';
import { ConfirmButton, Form, FormError, TextField } from '@casino/ui/forms';
import { useFarewell } from '../common/useFarewell.ts';
import { useSignedIn } from '../common/useSignedIn.ts';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';

const t = profileTexts.delete.confirm;

/**
 * /profile/confirm-delete?token=… (spec section 7 `profiles/deleteProfile`): the e-mail's link fills in
 * the one-time token; the spec's two-step button deletes the profile. A wrong, expired or used token is refused
 * in Danish under the field; afterwards the player is signed out and the page says so.
 */
export default function ConfirmDeletePage() {
  const params = useQueryParams();
  const { session } = useSignedIn();
  const farewell = useFarewell();
  const deletedHere = isFarewellState(useLocation().state) && session.status === 'unauthenticated';
  const [deleted, setDeleted] = useState(false);
  const [payout, setPayout] = useState<AutomaticPayout>(null);
  const { form, formError, submitWith, field, isSubmitting } = useServerCheckedForm({
    schema: deleteConfirmFormSchema,
    defaultValues: { token: params.get('token') ?? '' },
    fields: ['token'],
    fallback: t.failed,
  });
  const { errors } = form.formState;

  async function confirm({ token }: DeleteConfirmForm) {
    await farewell.stay();
    const result = await deleteProfile(token);
    if (result.cancelled) return;
    setPayout(result.data.payout);
    setDeleted(true);
    farewell.leave();
  }

  if (deleted || deletedHere)
    return (
      <Page title={texts.pages.confirmDelete}>
        <div data-remote="profile" role="status">
          <h2>{t.deleted.title}</h2>
          <p>{t.deleted.text}</p>
          {payout && <p>{profileTexts.lock.payout(formatKroner(payout.amount), payout.destination)}</p>}
          {payout && payout.forfeitedBonus > 0 && (
            <p>{profileTexts.lock.forfeited(formatKroner(payout.forfeitedBonus))}</p>
          )}
        </div>
      </Page>
    );

  return (
    <Page title={texts.pages.confirmDelete}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        {/* Enter in the field does not delete: only the two-step button does (spec section 4). */}
        <Form aria-labelledby="page-title" onSubmit={(event) => event.preventDefault()}>
          <TextField label={t.tokenLabel} hint={t.tokenHint} autoComplete="one-time-code" {...field('token')} />
          <FormError>{formError}</FormError>
          {errors.token && (
            <p>
              <AppLink to={paths.deleteProfile}>{t.startOver}</AppLink>
            </p>
          )}
          <ConfirmButton onConfirm={() => void submitWith(confirm)()} disabled={isSubmitting}>
            {t.action}
          </ConfirmButton>
        </Form>
      </div>
    </Page>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys, spendingLevelIdSchema, updateProfile, type Profile, type ProfileUpdate } from '@casino/api-client';
import { profileSettingsFormOf, profileSettingsFormSchema, type ProfileSettingsForm } from '@casino/api-client/profile';
import { profileTexts } from '@casino/locale/profile';
import { track, type TrackingProfile } from '@casino/platform';
import { Button } from '@casino/ui';
import { CheckboxField, Form, FormError, SelectField } from '@casino/ui/forms';
import { CurrentPasswordField, EmailField, PhoneField } from '../forms/ContactFields.tsx';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';
import { subscriptionEvents } from './subscription-events.ts';
import styles from './Settings.module.css';

const t = profileTexts.settings;
const fields = [
  'email',
  'phoneNumber',
  'spendingLevel',
  'acceptedNewsletters',
  'hasAcceptedSms',
  'currentPassword',
] as const;
const spendingOptions = spendingLevelIdSchema.options.map((id) => ({ value: id, label: t.spendingLevels[id] }));

export interface SettingsFormProps {
  profile: Profile;
  tracking: TrackingProfile | null;
  /** Spec section 4: arriving from the SMS reminder focuses the phone number. */
  focusPhone: boolean;
}

/** The profile update form (POST profiles/update): contact details, spending level and marketing consent. */
export function SettingsForm({ profile, tracking, focusPhone }: SettingsFormProps) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, formError, submitWith, field, isSubmitting } = useServerCheckedForm<ProfileSettingsForm, ProfileUpdate>(
    {
      schema: profileSettingsFormSchema,
      defaultValues: profileSettingsFormOf(profile),
      fields,
      fallback: t.failed,
    },
  );
  const { setFocus, reset, register } = form;
  const { dirtyFields } = form.formState;
  const asksForPassword = Boolean(dirtyFields.email || dirtyFields.phoneNumber);

  useEffect(() => {
    if (focusPhone) setFocus('phoneNumber');
  }, [focusPhone, setFocus]);

  async function save(update: ProfileUpdate) {
    setSaved(null);
    const result = await updateProfile(update);
    if (result.cancelled) return;
    for (const event of subscriptionEvents(profile, result.data, 'settings')) track(event, tracking);
    queryClient.setQueryData(queryKeys.profile, result.data);
    reset(profileSettingsFormOf(result.data));
    setSaved(result.data.email === profile.email ? t.saved : t.emailToVerify(result.data.email));
  }

  return (
    <Form aria-label={t.contactTitle} onSubmit={(event) => void submitWith(save)(event)}>
      <fieldset className={styles.group}>
        <legend>{t.contactTitle}</legend>
        <EmailField label={t.email} {...field('email')} />
        <PhoneField label={t.phoneNumber} hint={t.phoneHint} {...field('phoneNumber')} />
        {asksForPassword && (
          <CurrentPasswordField label={t.currentPassword} hint={t.currentPasswordHint} {...field('currentPassword')} />
        )}
        <SelectField
          label={t.spendingLevel}
          hint={t.spendingHint}
          options={spendingOptions}
          placeholder={t.spendingPlaceholder}
          {...field('spendingLevel')}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t.consentTitle}</legend>
        <CheckboxField label={t.newsletter} {...register('acceptedNewsletters')} />
        <CheckboxField label={t.sms} hint={t.smsHint} {...register('hasAcceptedSms')} />
        <p className={styles.note}>{t.consentNote}</p>
      </fieldset>
      <FormError>{formError}</FormError>
      <p role="status" className={styles.saved}>
        {saved ?? ''}
      </p>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}

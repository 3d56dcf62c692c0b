import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@casino/api-client';
import { signUpFormSchema, type SignUpForm, type SignUpRequest } from '@casino/api-client/requests/sign-up';
import { getSignUpPerson, signUp } from '@casino/api-client/sign-up';
import { formatDate, texts } from '@casino/locale';
import { signUpTexts } from '@casino/locale/sign-up';
import { AppLink, paths } from '@casino/platform';
import { Button, Page } from '@casino/ui';
import { CheckboxField, Form, FormError, TextField } from '@casino/ui/forms';
import { EmailField, PhoneField } from '../forms/ContactFields.tsx';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';
import styles from '../sign-up/SignUp.module.css';

const t = signUpTexts.details;

const empty: SignUpForm = {
  email: '',
  phoneNumber: '',
  password: '',
  acceptedTerms: false,
  // Marketing is the player's own choice: unticked until they tick it.
  acceptedNewsletters: false,
  hasAcceptedSms: false,
};

/**
 * /opret-konto/oplysninger: after MitID. Shows what MitID said (name, birth date, address: not editable) and asks
 * for e-mail, phone, password and the terms; the server makes the account, logs the player in and mails the
 * e-mail check, then the deposit limits come next. A page load, not a route change: the shell reads the new session.
 */
export default function SignUpDetailsPage() {
  const person = useQuery({
    queryKey: ['sign-up', 'person'],
    queryFn: () => getSignUpPerson().then(dataOf),
    retry: false,
  });
  const { form, formError, submitWith, field, isSubmitting } = useServerCheckedForm<SignUpForm, SignUpRequest>({
    schema: signUpFormSchema,
    defaultValues: empty,
    fields: ['email', 'phoneNumber', 'password', 'acceptedTerms'],
    fallback: t.expired,
  });
  const { register } = form;

  async function create(request: SignUpRequest) {
    const result = await signUp(request);
    if (result.cancelled) return;
    window.location.assign(result.data.next);
  }

  if (person.isError)
    return (
      <Page title={t.title}>
        <div data-remote="profile">
          <p role="alert">{t.expired}</p>
          <AppLink to={paths.signUp}>{signUpTexts.refused.tryAgain}</AppLink>
        </div>
      </Page>
    );
  const known = person.data;
  return (
    <Page title={t.title}>
      <div data-remote="profile">
        <section aria-labelledby="from-mitid-title">
          <h2 id="from-mitid-title">{t.fromMitid}</h2>
          {known && (
            <dl className={`facts ${styles.facts}`}>
              <dt>{t.name}</dt>
              <dd>{known.name}</dd>
              <dt>{t.birthDate}</dt>
              <dd>{formatDate(known.birthDate)}</dd>
              {known.address && (
                <>
                  <dt>{t.address}</dt>
                  <dd>
                    {known.address.street}, {known.address.postalCode} {known.address.city}
                  </dd>
                </>
              )}
            </dl>
          )}
        </section>
        <Form aria-labelledby="page-title" onSubmit={(event) => void submitWith(create)(event)}>
          <EmailField label={t.email} {...field('email')} />
          <PhoneField label={t.phoneNumber} {...field('phoneNumber')} />
          <TextField label={t.password} type="password" autoComplete="new-password" {...field('password')} />
          <p>
            <AppLink to={paths.terms} target="_blank">
              {t.termsLink}
            </AppLink>
          </p>
          <CheckboxField label={t.terms} {...field('acceptedTerms')} />
          <CheckboxField label={t.newsletters} {...register('acceptedNewsletters')} />
          <CheckboxField label={t.sms} {...register('hasAcceptedSms')} />
          <FormError>{formError}</FormError>
          <Button type="submit" disabled={isSubmitting || !known} aria-busy={isSubmitting}>
            {isSubmitting ? t.submitting : texts.nav.signUp}
          </Button>
        </Form>
      </div>
    </Page>
  );
}

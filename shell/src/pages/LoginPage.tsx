import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { credentialsSchema, type Credentials } from '@casino/api-client/sign-in';
import { refusalsThatNeedSupport, signInTexts } from '@casino/locale/sign-in';
import { texts } from '@casino/locale';
import { signUpTexts } from '@casino/locale/sign-up';
import { AppLink, mitidUrl, paths, signUpUrlFor, useQueryParams } from '@casino/platform';
import { Button } from '@casino/ui';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { afterLoginUrl, signInWithCredentials } from '../auth/sign-in.ts';
import { shellSessionKey } from '../session/session-query.ts';
import styles from './LoginPage.module.css';

/** The form's two fields; their labels are signInTexts.email and signInTexts.password. */
const fields = [
  { name: 'email', type: 'email', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

/** /auth/login: e-mail and password; after success back to the callback URL with justLoggedIn=true. */
export function LoginPage() {
  const params = useQueryParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [refusalCode, setRefusalCode] = useState<string | null>(null);
  // The API's own schema checks the form; on submit focus moves to the first invalid field.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { email: '', password: '' } });
  const reason = params.get('error');

  async function signIn(credentials: Credentials) {
    setFormError(null);
    setRefusalCode(null);
    const outcome = await signInWithCredentials(credentials, params.get('callbackUrl') ?? '/');
    if (!outcome.ok) {
      setFormError(outcome.message);
      setRefusalCode(outcome.code ?? null);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: shellSessionKey });
    await navigate(afterLoginUrl(params.get('callbackUrl')), { replace: true });
  }

  return (
    <section aria-labelledby="login-title" className={styles.page}>
      <h1 id="login-title">{signInTexts.title}</h1>
      {reason === 'SessionRequired' && (
        <p className={styles.notice} role="status">
          {signInTexts.sessionRequired}
        </p>
      )}
      {reason === 'CredentialsSignin' && !formError && <FormError>{signInTexts.refused}</FormError>}
      <Form aria-labelledby="login-title" onSubmit={(event) => void handleSubmit(signIn)(event)}>
        {fields.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            label={signInTexts[name]}
            type={type}
            autoComplete={autoComplete}
            required
            {...register(name)}
            error={errors[name]?.message}
          />
        ))}
        <FormError>{formError}</FormError>
        {refusalCode && refusalsThatNeedSupport.includes(refusalCode) && (
          <p className={styles.notice}>
            {signInTexts.reachSupport} <AppLink to={paths.chat}>{signInTexts.reachSupportLink}</AppLink>
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? signInTexts.submitting : signInTexts.submit}
        </Button>
      </Form>
      <p>
        <AppLink to={paths.forgotPassword}>{signUpTexts.passwordReset.link}</AppLink>
      </p>
      <p>
        <a href={mitidUrl('login', params.get('callbackUrl') ?? '/')}>{signUpTexts.start.loginWithMitid}</a>
      </p>
      <p>
        {signUpTexts.start.noAccount}{' '}
        <AppLink to={signUpUrlFor(params.get('callbackUrl') ?? '/')}>{texts.nav.signUp}</AppLink>
      </p>
    </section>
  );
}

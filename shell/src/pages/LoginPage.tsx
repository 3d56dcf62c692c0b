import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { credentialsSchema } from '@casino/api-client';
import { texts } from '@casino/locale';
import { Button } from '@casino/ui';
import { afterLoginUrl, signInWithCredentials } from '../auth/sign-in.ts';
import { shellSessionKey } from '../session/session-query.ts';
import styles from './LoginPage.module.css';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** /auth/login: e-mail and password; after success back to the callback URL with justLoggedIn=true. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const reason = params.get('error');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const value = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const parsed = credentialsSchema.safeParse({ email: value('email'), password: value('password') });
    setFormError(null);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    const outcome = await signInWithCredentials(parsed.data, params.get('callbackUrl') ?? '/');
    setSubmitting(false);
    if (!outcome.ok) {
      setFormError(outcome.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: shellSessionKey });
    await navigate(afterLoginUrl(params.get('callbackUrl')), { replace: true });
  }

  return (
    <section aria-labelledby="login-title" className={styles.page}>
      <h1 id="login-title">{texts.login.title}</h1>
      {reason === 'SessionRequired' && (
        <p className={styles.notice} role="status">
          {texts.login.sessionRequired}
        </p>
      )}
      {reason === 'CredentialsSignin' && !formError && (
        <p className={styles.error} role="alert">
          {texts.login.refused}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.field}>
          <label htmlFor="login-email">{texts.login.email}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? 'login-email-error' : undefined}
          />
          {fieldErrors.email && (
            <p id="login-email-error" className={styles.fieldError}>
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password">{texts.login.password}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
          />
          {fieldErrors.password && (
            <p id="login-password-error" className={styles.fieldError}>
              {fieldErrors.password}
            </p>
          )}
        </div>
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? texts.login.submitting : texts.login.submit}
        </Button>
      </form>
    </section>
  );
}

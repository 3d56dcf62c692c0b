import { texts } from '@casino/locale';

/** Placeholder until the session issue (#4) builds sign-in on the auth API. */
export function LoginPage() {
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{texts.nav.login}</h1>
    </section>
  );
}

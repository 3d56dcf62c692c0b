import { authBasePath, authJsonRedirectHeaders, getApiClient, getCsrfToken } from '@casino/api-client';
import { signInAnswerSchema, type Credentials } from '@casino/api-client/sign-in';
import { signInTexts } from '@casino/locale/sign-in';
import { routeAt, routeTable } from '@casino/platform';

/** A refusal carries its Danish message and the server's refusal code (`code` in the answer's URL), if any. */
export type SignInOutcome = { ok: true } | { ok: false; message: string; code?: string };

// The API client's own signIn keeps only the URL; the refusal's Danish `message` is what the player must read,
// so this call reads the answer with signInAnswerSchema.

/**
 * Signs in with e-mail and password (POST /api/auth/callback/credentials). A refused sign-in
 * carries the server's Danish reason (wrong password, throttled, self-excluded, ROFUS…), shown as is.
 */
export async function signInWithCredentials(credentials: Credentials, callbackUrl: string): Promise<SignInOutcome> {
  const client = getApiClient();
  try {
    const csrfToken = await getCsrfToken();
    if (!csrfToken) return { ok: false, message: signInTexts.failed };
    const result = await client.postForm(
      `${authBasePath}/callback/credentials`,
      { email: credentials.email, password: credentials.password, callbackUrl, csrfToken },
      signInAnswerSchema,
      { headers: authJsonRedirectHeaders },
    );
    client.clearCsrfToken();
    if (result.cancelled) return { ok: false, message: signInTexts.failed };
    const answer = result.data;
    const params = new URL(answer.url, location.origin).searchParams;
    if (!params.has('error')) return { ok: true };
    const message = typeof answer.message === 'string' && answer.message ? answer.message : signInTexts.refused;
    const code = params.get('code');
    return code ? { ok: false, message, code } : { ok: false, message };
  } catch (error) {
    console.error('[shell] sign-in failed', error);
    return { ok: false, message: signInTexts.failed };
  }
}

/**
 * Where to go after signing in: only a path on this site (never `//host` or `https://elsewhere`,
 * an open redirect) and not the sign-in or sign-out page, with justLoggedIn=true so the welcome toast and
 * LOGIN event follow.
 */
export function afterLoginUrl(callbackUrl: string | null): string {
  let target = '/';
  if (callbackUrl) {
    try {
      const url = new URL(callbackUrl, location.origin);
      const page = routeAt(url.pathname);
      if (url.origin === location.origin && page !== routeTable.login && page !== routeTable.logout) {
        target = `${url.pathname}${url.search}${url.hash}`;
      }
    } catch {
      // Unreadable: home.
    }
  }
  const url = new URL(target, location.origin);
  url.searchParams.set('justLoggedIn', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

import { paths } from './paths.ts';

/**
 * The sign-in address for a page that needs a session (spec section 2: error=SessionRequired), coming
 * back to the page afterwards. The shell's guarded routes and the games' play pages use it.
 */
export function signInUrlFor(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams({
    error: 'SessionRequired',
    callbackUrl: `${location.pathname}${location.search}${location.hash}`,
  });
  return `${paths.login}?${params.toString()}`;
}

/**
 * Where sign-up or login with MitID starts: the api-server sends the browser on to the MitID broker and, once
 * the person is known, back to the sign-up's next step or to `callbackUrl` (a page of the site).
 */
export function mitidUrl(intent: 'signup' | 'login', callbackUrl = '/'): string {
  return `/api/auth/mitid/start?${new URLSearchParams({ intent, callbackUrl }).toString()}`;
}

/** Where sign-up starts, coming back to `callbackUrl` (a page of the site) once the account is made. */
export function signUpUrlFor(callbackUrl = '/'): string {
  return `${paths.signUp}?${new URLSearchParams({ callbackUrl }).toString()}`;
}

/** Where the sign-up or login pages send back to: the page the visitor is on, unless it is one of them. */
export function returnHereFrom(location: { pathname: string; search: string; hash: string }): string {
  const onTheWayIn = [paths.login, paths.signUp].some((path) => location.pathname.startsWith(path));
  return onTheWayIn ? '/' : `${location.pathname}${location.search}${location.hash}`;
}

/** The login page, coming back to `callbackUrl` (a page of the site) afterwards. */
export function loginUrlFor(callbackUrl = '/'): string {
  return `${paths.login}?${new URLSearchParams({ callbackUrl }).toString()}`;
}

/**
 * Where a new player lands: the page they started signing up from (a path of the site, never another origin),
 * with `justSignedUp=true` for the shell (the SIGNUP event and the welcome, spec section 2).
 */
export function landingAfterSignUp(callbackUrl: string | null): string {
  const path = callbackUrl?.startsWith('/') && !callbackUrl.startsWith('//') ? callbackUrl : '/';
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('justSignedUp', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

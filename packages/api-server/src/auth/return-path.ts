/** A page of the site to come back to: a path on this origin (never `//host` or `/\host`), else the front page. */
export function returnPathOf(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const url = new URL(value, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** `path` with one query flag added (`justLoggedIn`, `justSignedUp`), keeping its own query and fragment. */
export function withFlag(path: string, flag: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(flag, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

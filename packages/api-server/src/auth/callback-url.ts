/**
 * Auth.js takes a `callbackUrl` that is no http(s) URL, in the query or in its callback-url cookie, for a server
 * misconfiguration and answers 500 (`?callbackUrl=%20`). Such a value is dropped before Auth.js sees
 * it, so the request goes on as one without it (back to the front page); a good one is left for Auth.js's rule.
 */
const callbackCookie = /^(?:__Secure-)?authjs\.callback-url$/;

/** Auth.js's own test: an absolute http(s) URL, or a path on the site. */
function isHttpUrl(value: string, origin: string): boolean {
  const base = value.startsWith('/') ? origin : undefined;
  return URL.canParse(value, base) && /^https?:$/.test(new URL(value, base).protocol);
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Removes a bad callbackUrl from `url`'s query and from the cookie header in `headers`. */
export function dropBadCallbackUrls(url: URL, headers: Headers): void {
  const param = url.searchParams.get('callbackUrl');
  if (param !== null && !isHttpUrl(param, url.origin)) url.searchParams.delete('callbackUrl');

  const cookies = headers.get('cookie');
  if (!cookies) return;
  const kept = cookies.split(/;\s*/).filter((pair) => {
    const at = pair.indexOf('=');
    if (!callbackCookie.test(pair.slice(0, at).trim())) return true;
    const value = decoded(pair.slice(at + 1));
    return value !== null && isHttpUrl(value, url.origin);
  });
  headers.set('cookie', kept.join('; '));
}

import type { Context } from 'hono';

/**
 * The site's own origin as the browser sees it: configuration (PUBLIC_ORIGIN), set on every request by the trust
 * boundary (src/http/trust-boundary.ts). No host header a request sends changes it, so no mailed
 * link, redirect, origin check or issuer can be pointed at another host.
 */
export function publicOrigin(c: Context): URL {
  const origin = c.get('publicOrigin') as URL | undefined;
  if (!origin) throw new Error('publicOrigin: the trust boundary middleware did not run for this request');
  return origin;
}

/** Whether a browser's Origin header names this site. */
export const isSiteOrigin = (origin: string, c: Context) => origin === publicOrigin(c).origin;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Session cookies are Secure everywhere except on a site served over plain http on this machine. */
export function wantsSecureCookies(c: Context): boolean {
  const { hostname, protocol } = publicOrigin(c);
  return protocol === 'https:' || !(localHosts.has(hostname) || hostname.endsWith('.localhost'));
}

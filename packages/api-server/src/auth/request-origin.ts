/**
 * The site's own origin as the browser sees it. Behind a TLS-terminating proxy or CDN the request reaches us
 * as http, so the forwarded headers win (Auth.js does the same with `trustHost`).
 */
export function publicOrigin(request: Request): URL {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (host) url.host = host;
  if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  return new URL(url.origin);
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Session cookies are Secure everywhere except on localhost, where the site runs on plain http. */
export function wantsSecureCookies(request: Request): boolean {
  const { hostname, protocol } = publicOrigin(request);
  return protocol === 'https:' || !(localHosts.has(hostname) || hostname.endsWith('.localhost'));
}

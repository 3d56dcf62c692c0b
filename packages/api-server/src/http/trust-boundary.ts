import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import proxyaddr from 'proxy-addr';

/** What the server believes of a request, decided once at the edge of the app (ARCHITECTURE "Trust boundaries"). */
export interface RequestFacts {
  /** The site's origin as configured (PUBLIC_ORIGIN): never read from the request's Host or forwarded headers. */
  publicOrigin: URL;
  /** The browser's address: the socket's, or X-Forwarded-For's first untrusted hop when the peer is a trusted proxy. */
  clientIp: string;
  /** The socket's peer is one of TRUSTED_PROXIES, so its X-Forwarded-Proto may be believed. */
  viaTrustedProxy: boolean;
  /** The browser reached the site over HTTPS: the request's own scheme, or a trusted proxy's X-Forwarded-Proto. */
  overHttps: boolean;
}

/** The scheme a trusted TLS-terminating proxy says the browser used (its first hop's). */
const forwardedProtoOf = (headers: Headers) => headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();

/** Sets the request's facts for every route; `trustedProxies` are proxy-addr's addresses, CIDR ranges or names. */
export function trustBoundary(publicOrigin: URL, trustedProxies: readonly string[]) {
  const trust = proxyaddr.compile([...trustedProxies]);
  return createMiddleware<{ Variables: RequestFacts }>(async (c, next) => {
    // A request made in-process (app.request(), the server-render content calls) has no socket.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const peer = incoming?.socket?.remoteAddress;
    c.set('publicOrigin', publicOrigin);
    c.set('clientIp', peer ? proxyaddr(incoming, trust) : 'unknown');
    const viaTrustedProxy = peer ? trust(peer, 0) : false;
    c.set('viaTrustedProxy', viaTrustedProxy);
    c.set(
      'overHttps',
      new URL(c.req.url).protocol === 'https:' || (viaTrustedProxy && forwardedProtoOf(c.req.raw.headers) === 'https'),
    );
    await next();
  });
}

/** Headers in which a client names a host or scheme for itself: never believed, dropped before a library sees them. */
const hostClaims = ['x-forwarded-host', 'x-forwarded-proto', 'forwarded'];

/** A copy of `headers` without the client's claims about the host and scheme (for Auth.js, which reads them). */
export function withoutHostClaims(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const name of hostClaims) kept.delete(name);
  return kept;
}

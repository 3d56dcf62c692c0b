/** The query values the payment page adds on its way back (spec section 2). */
export type ReturnStatus = 'paymentSuccess' | 'paymentCancelled';

export interface ReturnUrls {
  redirectUrl: string;
  cancelUrl: string;
}

/** Where the player is: the router's path and query with the page's origin. */
export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** gameSessionId is taken from the query string when it was not set explicitly (spec section 2). */
export function resolveGameSessionId(explicit: string | null | undefined, search: string): string | null {
  if (explicit) return explicit;
  return new URLSearchParams(search).get('gameSessionId') || null;
}

/** A URL that carries the return status, and gameSessionId when known; other query values stay. */
export function withReturnStatus(url: string | URL, status: ReturnStatus, gameSessionId: string | null): string {
  const target = new URL(url);
  target.searchParams.set('status', status);
  if (gameSessionId) target.searchParams.set('gameSessionId', gameSessionId);
  return target.href;
}

/** origin + path (the page's own query is dropped) with the status and gameSessionId (spec section 2). */
export function pageReturnUrl(origin: string, pathname: string, status: ReturnStatus, gameSessionId: string | null) {
  return withReturnStatus(new URL(pathname, origin), status, gameSessionId);
}

/** Return URLs to the current page: the deposit dialog brings the player back where they were. */
export function currentPageReturnUrls(location: PageLocation, gameSessionId?: string | null): ReturnUrls {
  const sessionId = resolveGameSessionId(gameSessionId, location.search);
  return {
    redirectUrl: pageReturnUrl(location.origin, location.pathname, 'paymentSuccess', sessionId),
    cancelUrl: pageReturnUrl(location.origin, location.pathname, 'paymentCancelled', sessionId),
  };
}

/**
 * A return URL given in a query string, resolved against our origin; null for anything on another
 * origin or not http(s). The server refuses foreign URLs too (open redirect, CWE-601): dropping
 * them here means the player is not sent into a charge that must fail.
 */
export function sameOriginUrl(candidate: string | null | undefined, origin: string): URL | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

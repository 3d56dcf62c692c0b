import type { ParsedChargeRequest } from '@casino/api-client/payments';
import { paths } from '@casino/platform/paths';

/** A charge with every return URL filled in. */
export type ChargeWithUrls = ParsedChargeRequest &
  Required<Pick<ParsedChargeRequest, 'redirectUrl' | 'cancelUrl' | 'termsUrl'>>;

/** A page of the site to come back to, carrying the game session when there is one (spec section 2). */
function returnPage(path: string, origin: URL, gameSessionId: string | null, status?: 'paymentSuccess'): string {
  const url = new URL(path, origin);
  if (status) url.searchParams.set('status', status);
  if (gameSessionId) url.searchParams.set('gameSessionId', gameSessionId);
  return url.href;
}

/**
 * The defaults of spec section 7, applied here and nowhere else (a client leaves a URL out to get it):
 * success to the my games page with status=paymentSuccess, cancel to the deposit page (the payment page
 * adds status=paymentCancelled on its way back), terms on the legal terms-and-rules page. Built on the
 * site's own public origin; the caller still checks every URL is on it.
 */
export function withChargeDefaults(request: ParsedChargeRequest, origin: URL): ChargeWithUrls {
  const { gameSessionId } = request;
  return {
    ...request,
    redirectUrl: request.redirectUrl ?? returnPage(paths.myGames, origin, gameSessionId, 'paymentSuccess'),
    cancelUrl: request.cancelUrl ?? returnPage(paths.deposit, origin, gameSessionId),
    termsUrl: request.termsUrl ?? new URL(paths.terms, origin).href,
  };
}

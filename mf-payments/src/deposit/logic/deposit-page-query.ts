import { depositMethods, type DepositMethod } from '@casino/api-client/payments';
import { resolveGameSessionId, sameOriginUrl, withReturnStatus, type ReturnStatus } from './return-urls.ts';

/** What the deposit page takes from its query string (spec section 2: the screen's inputs). */
export interface DepositPageInputs {
  gameSessionId: string | null;
  /** As the query gives it; left out, the charge's default (DKK) applies (spec sections 2 and 7). */
  currency?: string;
  /** Absent when the query has none (or a foreign one): the charge's section 7 default applies. */
  redirectUrl?: string;
  cancelUrl?: string;
  /** The way to pay chosen first (`metode=bank`: a link straight to a bank transfer). */
  method?: DepositMethod;
}

/** The query's name of the way to pay chosen first: a deposit method, or nothing. */
export const METHOD_PARAM = 'metode';

function returnUrlFromQuery(
  query: URLSearchParams,
  names: readonly string[],
  origin: string,
  status: ReturnStatus,
  gameSessionId: string | null,
): string | undefined {
  const raw = names.map((name) => query.get(name)).find(Boolean);
  const url = sameOriginUrl(raw, origin);
  // The status is added so the page the player returns to shows the success or cancel message.
  return url ? withReturnStatus(url, status, gameSessionId) : undefined;
}

/** Reads gameSessionId, redirect and cancel (as `redirectUrl`/`redirect`, `cancelUrl`/`cancel`) and currency. */
export function depositPageInputs(search: string, origin: string): DepositPageInputs {
  const query = new URLSearchParams(search);
  const gameSessionId = resolveGameSessionId(null, search);
  const inputs: DepositPageInputs = { gameSessionId };
  const currency = query.get('currency');
  if (currency) inputs.currency = currency;
  const redirectUrl = returnUrlFromQuery(query, ['redirectUrl', 'redirect'], origin, 'paymentSuccess', gameSessionId);
  const cancelUrl = returnUrlFromQuery(query, ['cancelUrl', 'cancel'], origin, 'paymentCancelled', gameSessionId);
  if (redirectUrl) inputs.redirectUrl = redirectUrl;
  if (cancelUrl) inputs.cancelUrl = cancelUrl;
  const method = depositMethods.find((known) => known === query.get(METHOD_PARAM));
  if (method) inputs.method = method;
  return inputs;
}

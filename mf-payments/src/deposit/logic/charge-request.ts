import { depositRules } from './rules.ts';
import { defaultReturnUrls } from './return-urls.ts';

/** The body of `POST /api/proxy/payments` (spec section 7). */
export interface ChargeRequest {
  amount: number;
  currency: string;
  gameSessionId: string | null;
  redirectUrl: string;
  cancelUrl: string;
  termsUrl: string;
  idempotencyKey: string;
}

export interface ChargeInput {
  amount: number;
  idempotencyKey: string;
  currency?: string | null;
  gameSessionId?: string | null;
  redirectUrl?: string | null;
  cancelUrl?: string | null;
  termsUrl?: string | null;
}

/**
 * Fills in the defaults of spec section 7: currency DKK (the query's 'dkk' upper-cased), success to
 * the my games page, cancel to the deposit page, terms on the legal terms-and-rules page. URLs are
 * absolute and already URI-encoded by `URL`.
 */
export function buildChargeRequest(input: ChargeInput, origin: string): ChargeRequest {
  const gameSessionId = input.gameSessionId || null;
  const defaults = defaultReturnUrls(origin, gameSessionId);
  return {
    amount: input.amount,
    currency: (input.currency || depositRules.currency).toUpperCase(),
    gameSessionId,
    redirectUrl: input.redirectUrl || defaults.redirectUrl,
    cancelUrl: input.cancelUrl || defaults.cancelUrl,
    termsUrl: input.termsUrl || defaults.termsUrl,
    idempotencyKey: input.idempotencyKey,
  };
}

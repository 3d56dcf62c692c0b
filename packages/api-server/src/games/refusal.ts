import type { GameErrorCode } from '@casino/api-client/play';

/** Why a round, a hand's step or a stake is not taken: the HTTP status, the Danish reason and its code. */
export interface Refusal {
  ok: false;
  status: 400 | 403 | 404 | 409 | 422 | 502;
  error: string;
  code?: GameErrorCode;
}

export const refusal = (status: Refusal['status'], error: string, code?: GameErrorCode): Refusal => ({
  ok: false,
  status,
  error,
  ...(code ? { code } : {}),
});

/**
 * The deposit form's whole data layer: the @casino/api-client calls and query options (zod-parsed against
 * the shared contract), behind the hook names the components use.
 */
import {
  chargeCard,
  depositStatusQuery,
  isApiError,
  nextPromoCodeQuery,
  queryKeys,
  type DepositStatus as ContractDepositStatus,
  type NextPromoCode as ContractNextPromoCode,
} from '@casino/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeAnswer } from './logic/charge-outcome.ts';
import type { ChargeRequest } from './logic/charge-request.ts';

/** Spec section 3. maxAllowedCreditLimit: what the player may still deposit under every active limit. */
export type DepositStatus = ContractDepositStatus;

/** Spec section 3. message is HTML from the back office: always sanitized before rendering. */
export type NextPromoCode = ContractNextPromoCode;

export const depositQueryKeys = {
  status: queryKeys.depositStatus,
  nextPromoCode: queryKeys.nextPromoCode,
};

/** Deposit status; `data` is null only while a cancelled request is replaced. */
export function useDepositStatus(enabled = true) {
  return useQuery(depositStatusQuery({ isAuthenticated: enabled }));
}

/** The next promo code; null (no offer) means no banner. */
export function useNextPromoCode(enabled = true) {
  return useQuery(nextPromoCodeQuery({ isAuthenticated: enabled }));
}

/**
 * `POST /api/proxy/payments` through the client's chargeCard. Every HTTP answer becomes a ChargeAnswer
 * (the server's code when it names the deposit limit, else its `error` text); only a request that never
 * got an answer rejects.
 */
export async function postCharge(request: ChargeRequest): Promise<ChargeAnswer> {
  try {
    const result = await chargeCard(request);
    if (result.cancelled) return { httpStatus: 0, error: 'Betalingen blev afbrudt.' };
    const answer: ChargeAnswer = { httpStatus: result.status };
    if (result.data.hostedPaymentPageUrl) answer.hostedPaymentPageUrl = result.data.hostedPaymentPageUrl;
    if (result.data.error) answer.error = result.data.error;
    return answer;
  } catch (error) {
    if (!isApiError(error) || error.status === 0) throw error;
    const serverCode = error.code === 'DEPOSIT_LIMIT_REACHED' ? error.code : null;
    return { httpStatus: error.status, error: serverCode ?? error.message };
  }
}

/** The charge; afterwards the deposit status is re-read, since balance and allowance may have moved. */
export function useCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositQueryKeys.status }),
  });
}

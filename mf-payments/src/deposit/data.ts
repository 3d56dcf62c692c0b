/**
 * The deposit form's charge: @casino/api-client's chargeCard (zod-parsed against the shared contract) as a
 * mutation. The reads (deposit status, next promo code) are the client's own hooks.
 */
import { isApiError, queryKeys } from '@casino/api-client';
import { chargeCard, paymentErrorCodeOf, type ChargeRequest } from '@casino/api-client/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChargeAnswer } from './logic/charge-outcome.ts';

/**
 * `POST /api/proxy/payments` through the client's chargeCard. Every HTTP answer becomes a ChargeAnswer
 * (with the server's payment error code when it sent one); only a request that never got an answer rejects.
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
    const answer: ChargeAnswer = { httpStatus: error.status, error: error.message };
    const code = paymentErrorCodeOf(error);
    if (code) answer.code = code;
    return answer;
  }
}

/** The charge; afterwards the deposit status is re-read, since balance and allowance may have moved. */
export function useCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.depositStatus }),
  });
}

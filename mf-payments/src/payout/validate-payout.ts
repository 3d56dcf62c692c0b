import { paymentTexts } from '@casino/locale/payments';
import { formatKroner, parseAmountInput } from '@casino/locale';

export type PayoutRequest = { amount: number; fullAmount: false } | { fullAmount: true };

export type PayoutValidation = { ok: true; request: PayoutRequest } | { ok: false; message: string };

/**
 * The payout form on submit: "udbetal alt" sends fullAmount (the server works out what may be paid out);
 * otherwise an amount in kroner (Danish decimals) above 0, at least the minimum unless it is everything, and
 * not above what can be withdrawn (the balance less an active bonus). The server has the last word.
 */
export function validatePayout(
  input: string,
  fullAmount: boolean,
  withdrawable: number,
  minimum: number,
): PayoutValidation {
  const { errors } = paymentTexts.payout;
  if (fullAmount)
    return withdrawable > 0 ? { ok: true, request: { fullAmount: true } } : { ok: false, message: errors.nothing };
  if (input.trim() === '') return { ok: false, message: errors.required };
  const amount = parseAmountInput(input);
  if (amount === null) return { ok: false, message: errors.required };
  if (amount <= 0) return { ok: false, message: errors.positive };
  if (amount > withdrawable) return { ok: false, message: errors.tooMuch(formatKroner(withdrawable)) };
  if (amount < minimum && amount !== withdrawable)
    return { ok: false, message: errors.tooSmall(formatKroner(minimum)) };
  return { ok: true, request: { amount, fullAmount: false } };
}

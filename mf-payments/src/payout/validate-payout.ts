import { formatKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { parseAmountInput } from '../deposit/logic/amount-input.ts';

export type PayoutRequest = { amount: number; fullAmount: false } | { fullAmount: true };

export type PayoutValidation = { ok: true; request: PayoutRequest } | { ok: false; message: string };

/**
 * The payout form on submit: "udbetal alt" sends fullAmount (the server works out what may be paid out);
 * otherwise an amount in kroner (Danish decimals) above 0 and not above the balance. The server has the
 * last word (it also keeps bonus money that is still being wagered).
 */
export function validatePayout(input: string, fullAmount: boolean, balance: number): PayoutValidation {
  const { errors } = paymentTexts.payout;
  if (fullAmount)
    return balance > 0 ? { ok: true, request: { fullAmount: true } } : { ok: false, message: errors.nothing };
  if (input.trim() === '') return { ok: false, message: errors.required };
  const amount = parseAmountInput(input);
  if (amount === null) return { ok: false, message: errors.required };
  if (amount <= 0) return { ok: false, message: errors.positive };
  if (amount > balance) return { ok: false, message: errors.tooMuch(formatKroner(balance)) };
  return { ok: true, request: { amount, fullAmount: false } };
}

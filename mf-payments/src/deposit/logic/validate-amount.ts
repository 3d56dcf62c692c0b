import { depositAmountWithinAllowance } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { parseAmountInput } from '@casino/locale';

export type AmountValidation = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Spec section 5, checked on submit with the API contract's own schema, so the form and the server agree:
 * one message, the first rule that fails in the spec's order (required, the minimum and maximum of
 * `depositRules`, the remaining allowance), then ours: whole kroner. Text that is no amount at all counts as
 * missing. An unknown allowance (undefined) is not checked here; the server checks it anyway.
 */
export function validateDepositAmount(input: string, allowance: number | undefined): AmountValidation {
  const amount = parseAmountInput(input);
  if (amount === null) return { ok: false, message: paymentTexts.validation.required };
  const checked = depositAmountWithinAllowance(allowance).safeParse(amount);
  if (checked.success) return { ok: true, amount: checked.data };
  return { ok: false, message: checked.error.issues[0]?.message ?? paymentTexts.validation.required };
}

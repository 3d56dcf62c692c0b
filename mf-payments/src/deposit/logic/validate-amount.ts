import { paymentTexts } from '@casino/locale';
import { parseAmountInput } from './amount-input.ts';
import { formatDanishAmount } from './format.ts';
import { depositRules } from './rules.ts';

export type AmountValidation = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Spec section 5, checked on submit. One message at a time, in this order:
 * 1. required: nothing usable was typed ('Beløb er påkrævet');
 * 2. minimum: below 50 kr. ('Minimumsbeløb er 50 kr.');
 * 3. the upper bound that is actually tighter for this player, so the message names the real
 *    ceiling and the player needs one correction, not two: when the remaining allowance is below
 *    10.000 kr. and the amount exceeds it, the allowance message ('Du har {n} kr. tilbage …');
 *    otherwise above 10.000 kr. the maximum message ('Maksimumsbeløb er 10.000 kr.').
 * An unknown allowance (undefined) skips the allowance check; the server checks it anyway.
 */
export function validateDepositAmount(input: string, allowance: number | undefined): AmountValidation {
  const { validation } = paymentTexts;
  const amount = parseAmountInput(input);
  if (amount === null) return { ok: false, message: validation.required };
  if (amount < depositRules.minimum) return { ok: false, message: validation.minimum };

  const knownAllowance = allowance !== undefined && Number.isFinite(allowance) ? Math.max(0, allowance) : undefined;
  if (knownAllowance !== undefined && knownAllowance < depositRules.maximum && amount > knownAllowance) {
    return { ok: false, message: validation.allowance(formatDanishAmount(knownAllowance)) };
  }
  if (amount > depositRules.maximum) return { ok: false, message: validation.maximum };
  return { ok: true, amount };
}

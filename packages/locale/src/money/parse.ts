/** Spaces and a trailing 'kr'/'kr.' are how players write amounts, not part of the number. */
function bareNumber(input: string): string {
  return input
    .replace(/\s+/gu, '')
    .replace(/kr\.?$/iu, '')
    .trim();
}

/**
 * Reads what a player typed in an amount field as kroner, the Danish way:
 * - decimal comma: '150,50' -> 150.5
 * - dots that group thousands: '1.000' -> 1000, '2.500,75' -> 2500.75
 * - a single dot followed by one or two digits is a decimal point too: '150.5' -> 150.5
 * - spaces and a trailing 'kr'/'kr.' are ignored: '1 000 kr.' -> 1000
 * At most two decimals (whole øre). Anything else ('', 'abc', '-50', '1,2,3', '50,555') is not an
 * amount and gives null, which a form reports as a missing amount.
 */
export function parseAmountInput(input: string): number | null {
  const text = bareNumber(input);
  if (text === '') return null;

  const commaDecimal = /^\d+(?:,\d{1,2})?$/u;
  const groupedThousands = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/u;
  const dotDecimal = /^\d+\.\d{1,2}$/u;

  if (commaDecimal.test(text) || groupedThousands.test(text)) {
    return Number(text.replaceAll('.', '').replace(',', '.'));
  }
  if (dotDecimal.test(text)) return Number(text);
  return null;
}

/**
 * Whole kroner as a player types them: '2000', '2.000', '2 000', '2.000 kr.' -> 2000; '' -> null. A decimal
 * ('1500,50') comes back as the number so a schema can say "whole kroner"; anything else is NaN ("an amount").
 */
export function parseWholeKronerInput(input: string): number | null {
  const value = bareNumber(input);
  if (value === '') return null;
  if (/^\d+$/u.test(value) || /^\d{1,3}(?:\.\d{3})+$/u.test(value)) return Number(value.replaceAll('.', ''));
  if (/^\d+,\d+$/u.test(value)) return Number(value.replace(',', '.'));
  return Number.NaN;
}

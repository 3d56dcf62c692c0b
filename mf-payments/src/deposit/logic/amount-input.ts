/**
 * Reads what a player typed in the amount field as kroner, the Danish way:
 * - decimal comma: '150,50' -> 150.5
 * - dots that group thousands: '1.000' -> 1000, '2.500,75' -> 2500.75
 * - a single dot followed by one or two digits is a decimal point too: '150.5' -> 150.5
 * - spaces and a trailing 'kr'/'kr.' are ignored: '1 000 kr.' -> 1000
 * At most two decimals (whole øre). Anything else ('', 'abc', '-50', '1,2,3', '50,555') is not an
 * amount and gives null, which validation reports as 'Beløb er påkrævet'.
 */
export function parseAmountInput(input: string): number | null {
  const text = input
    .replace(/\s+/gu, '')
    .replace(/kr\.?$/iu, '')
    .trim();
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

/**
 * Spec section 5: initials come from the first and last word of a full name, uppercase.
 * 'Anne-Marie Due Hansen' -> 'AH'; 'Søren' -> 'S'; '' -> ''.
 */
export function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from takes the first code point, not half of a surrogate pair.
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('da-DK');
}

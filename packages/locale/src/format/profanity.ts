import { danishSwearWords, englishSwearWords } from './profanity-words.ts';

/** What a swear word is replaced with (spec section 5). */
export const profanityMask = '***';

export const swearWords: readonly string[] = [...danishSwearWords, ...englishSwearWords];

// A word character is any letter, combining mark or digit, so 'æ', 'ø', 'å' (also when written
// as 'a' + combining ring) belong to the word; JS `\b` only knows ASCII and would split 'pisø'.
const wordChar = '[\\p{L}\\p{M}\\p{N}_]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** One case-insensitive, Unicode-aware pattern matching any of the words as a whole word. */
export function profanityPattern(words: readonly string[]): RegExp {
  const alternatives = [...words]
    .map((word) => word.normalize('NFC'))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  return new RegExp(`(?<!${wordChar})(?:${alternatives})(?!${wordChar})`, 'giu');
}

const defaultPattern = profanityPattern(swearWords);

/**
 * Spec section 5: replaces listed Danish and English swear words with '***', whole words only and
 * whatever the case: 'Sikke noget LORT!' -> 'Sikke noget ***!', while 'pisk' stays 'pisk'.
 */
export function filterProfanity(text: string, words?: readonly string[]): string {
  if (words?.length === 0) return text;
  const pattern = words ? profanityPattern(words) : defaultPattern;
  // NFC first, so a decomposed 'ø' or 'å' compares equal to the listed word.
  return text.normalize('NFC').replace(pattern, profanityMask);
}

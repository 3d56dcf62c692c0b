import { z } from 'zod/mini';
import { inputLimits } from './input-limits.ts';

/**
 * A slug as the site writes them (lower-case words joined by hyphens), with `message` for any way it fails:
 * the requests' rule carries the Danish message (input.ts), the answers' and the pages' checks need none.
 */
export function slugText(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(inputLimits.slug, message),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message),
    );
}

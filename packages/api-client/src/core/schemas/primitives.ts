import { z } from 'zod/mini';
import { inputLimits } from './input-limits.ts';

/** Timestamps travel as ISO 8601 strings (what `Date#toJSON` writes), never as epoch numbers. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A money amount in kroner as the API reports it (øre are decimals). */
export const kronerSchema = z.number();

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

/** A slug in an answer or a URL the pages read. */
export const slugSchema = slugText();

/** The answer of an action that has nothing else to report. */
export const okResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.output<typeof okResultSchema>;

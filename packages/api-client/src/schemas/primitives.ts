import { paymentTexts } from '@casino/locale';
import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings (what `Date#toJSON` writes), never as epoch numbers. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A money amount in kroner as the API reports it (øre are decimals). */
export const kronerSchema = z.number().finite();

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'slug is required')
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and dashes');

/** The only currency the site takes; the spec lets it arrive as 'dkk' (section 2). */
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.literal('DKK', { error: paymentTexts.errors.currency }))
  .default('DKK');

/** Message for a key a request schema does not know: requests are strict so typos fail loudly. */
export const strictObjectParams = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined,
};

/**
 * An integer query parameter: query strings arrive as text on the server, numbers from the client.
 * The type parameter keeps the client's input type `number` rather than `unknown`.
 */
export const queryIntSchema = z.coerce.number<number>().int();

/** The answer of an action that has nothing else to report. */
export const okResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.output<typeof okResultSchema>;

import { inputTexts, paymentTexts } from '@casino/locale';
import { z } from 'zod';
import { inputLimits } from './input.ts';

/** Timestamps travel as ISO 8601 strings (what `Date#toJSON` writes), never as epoch numbers. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A money amount in kroner as the API reports it (øre are decimals). */
export const kronerSchema = z.number().finite();

export const slugSchema = z
  .string({ error: inputTexts.slugInvalid })
  .trim()
  .min(1, inputTexts.slugInvalid)
  .max(inputLimits.slug, inputTexts.slugInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, inputTexts.slugInvalid);

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
    issue.code === 'unrecognized_keys' ? inputTexts.unknownFields(issue.keys?.join(', ') ?? '') : undefined,
};

/** A point in time in a query (a list's from/to): ISO 8601 with its zone, in the years a list can hold. */
export const queryDateTimeSchema = z.iso.datetime({ offset: true, error: inputTexts.dateInvalid }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year <= 9999;
}, inputTexts.dateInvalid);

/** The answer of an action that has nothing else to report. */
export const okResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.output<typeof okResultSchema>;

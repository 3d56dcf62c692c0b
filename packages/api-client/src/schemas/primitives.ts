import { inputTexts } from '@casino/locale';
import { z } from 'zod/mini';
import { inputLimits } from './input.ts';

/** Timestamps travel as ISO 8601 strings (what `Date#toJSON` writes), never as epoch numbers. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A money amount in kroner as the API reports it (øre are decimals). */
export const kronerSchema = z.number();

export const slugSchema = z
  .string({ error: inputTexts.slugInvalid })
  .check(
    z.trim(),
    z.minLength(1, inputTexts.slugInvalid),
    z.maxLength(inputLimits.slug, inputTexts.slugInvalid),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, inputTexts.slugInvalid),
  );

/** The only currency the site takes; the spec lets it arrive as 'dkk' (section 2). */
export const currencySchema = z._default(
  z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.literal('DKK', { error: inputTexts.currencyDkkOnly })),
  'DKK',
);

/** Message for a key a request schema does not know: requests are strict so typos fail loudly. */
export const strictObjectParams = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? inputTexts.unknownFields(issue.keys?.join(', ') ?? '') : undefined,
};

/** A point in time in a query (a list's from/to): ISO 8601 with its zone, in the years a list can hold. */
export const queryDateTimeSchema = z.iso.datetime({ offset: true, error: inputTexts.dateInvalid }).check(
  z.refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 9999;
  }, inputTexts.dateInvalid),
);

/** The answer of an action that has nothing else to report. */
export const okResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.output<typeof okResultSchema>;

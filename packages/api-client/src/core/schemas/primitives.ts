import { z } from 'zod/mini';
import { slugText } from '@casino/api-client/rules';

/** Timestamps travel as ISO 8601 strings (what `Date#toJSON` writes), never as epoch numbers. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A money amount in kroner as the API reports it (øre are decimals). */
export const kronerSchema = z.number();

/** A slug in an answer or a URL the pages read. */
export const slugSchema = slugText();

/** The answer of an action that has nothing else to report. */
export const okResultSchema = z.object({ ok: z.literal(true) });
export type OkResult = z.output<typeof okResultSchema>;

import { z } from 'zod/mini';
import { decodeHtmlEntities, htmlToText } from './html-text.ts';

/** WordPress's `{ rendered }` wrapper around HTML fields (title, content, excerpt). */
const renderedSchema = z.object({ rendered: z.string() });

/** A rendered title or name: WordPress escapes it (`&amp;`, `&#8211;`), the entity carries plain text. */
export const renderedTextSchema = z.pipe(
  renderedSchema,
  z.transform(({ rendered }) => htmlToText(rendered)),
);

/** A term name as WordPress sends it (HTML-escaped). */
export const escapedTextSchema = z.pipe(z.string(), z.transform(decodeHtmlEntities));

/** HTML plus its text with tags stripped (spec section 3, game description). */
export const renderedHtmlSchema = z.pipe(
  renderedSchema,
  z.transform(({ rendered }) => ({
    html: rendered,
    text: htmlToText(rendered),
  })),
);

/** How ACF reports an empty field: `false`, `''` or `null` (or it leaves the key out). */
const acfEmptySchema = z.pipe(
  z.union([z.literal(false), z.literal(''), z.null()]),
  z.transform(() => null),
);

/**
 * An ACF custom field whose empty value becomes `null`. The field's own schema is tried first, so
 * a boolean field keeps a real `false`.
 */
export function acfNullable<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.optional(z.union([schema, acfEmptySchema])),
    z.transform((value): z.output<T> | null => (value === undefined ? null : (value as z.output<T> | null))),
  );
}

/** A same-origin path or an absolute http(s) URL (media and game assets may live on a CDN). */
export const urlOrPathSchema = z
  .string()
  .check(
    z.refine(
      (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value),
      'must be a path or an http(s) URL',
    ),
  );

/** WordPress's `date_gmt` (no zone designator) as an ISO 8601 UTC timestamp. */
export const wordpressGmtDateSchema = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'expected a WordPress GMT date')),
  z.transform((value) => `${value}.000Z`),
);

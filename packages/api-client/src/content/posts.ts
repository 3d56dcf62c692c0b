import { z } from 'zod/mini';
import { renderedHtmlSchema, renderedTextSchema, urlOrPathSchema, wordpressGmtDateSchema } from '@casino/api-client';

/** The featured image as WordPress embeds it with `_embed` (`_embedded['wp:featuredmedia'][0]`). */
const featuredMediaSchema = z.object({
  source_url: urlOrPathSchema,
  alt_text: z._default(z.string(), ''),
  media_details: z.optional(
    z.object({ width: z.number().check(z.int(), z.positive()), height: z.number().check(z.int(), z.positive()) }),
  ),
});

/** A blog post as GET rest_route=/wp/v2/posts sends it. */
export const postWireSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string().check(z.minLength(1)),
  date_gmt: wordpressGmtDateSchema,
  title: renderedTextSchema,
  excerpt: renderedHtmlSchema,
  content: renderedHtmlSchema,
  _embedded: z.optional(z.object({ 'wp:featuredmedia': z.optional(z.array(featuredMediaSchema)) })),
});

/** A blog post for /blog and /blog/{slug}. */
export const postSchema = z.pipe(
  postWireSchema,
  z.transform(({ id, slug, date_gmt, title, excerpt, content, _embedded }) => {
    const media = _embedded?.['wp:featuredmedia']?.[0];
    return {
      id,
      slug,
      title,
      /** Plain text: WordPress wraps the excerpt in <p> and appends "[&hellip;]". */
      excerpt: excerpt.text,
      html: content.html,
      /** Publication time, ISO 8601 UTC. */
      date: date_gmt,
      image: media
        ? {
            url: media.source_url,
            alt: media.alt_text,
            width: media.media_details?.width ?? null,
            height: media.media_details?.height ?? null,
          }
        : null,
    };
  }),
);
export type PostWire = z.input<typeof postSchema>;
export type Post = z.output<typeof postSchema>;

import { z } from 'zod/mini';
import { acfNullable, escapedTextSchema } from './wordpress.ts';

/** A term as GET rest_route=/wp/v2/categories or /wp/v2/tags sends it. */
const termWireSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: escapedTextSchema,
  slug: z.string().check(z.minLength(1)),
  count: z.number().check(z.int(), z.nonnegative()),
  description: z.string(),
  taxonomy: z.enum(['category', 'post_tag']),
  /** Hidden terms exist for grouping but are not shown in menus and filters. */
  acf: z.optional(z.object({ visible: acfNullable(z.boolean()) })),
});

/** Spec section 3 "Category/tag": visible defaults to true. */
export const termSchema = z.pipe(
  termWireSchema,
  z.transform(({ id, name, slug, count, description, taxonomy, acf }) => ({
    id,
    name,
    slug,
    count,
    description,
    type: taxonomy === 'post_tag' ? ('tag' as const) : ('category' as const),
    visible: acf?.visible ?? true,
  })),
);
export type TermWire = z.input<typeof termSchema>;
export type Term = z.output<typeof termSchema>;

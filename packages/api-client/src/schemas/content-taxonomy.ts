import { z } from 'zod';
import { acfNullable, escapedTextSchema } from './wordpress.ts';

/** A term as GET rest_route=/wp/v2/categories or /wp/v2/tags sends it. */
export const termWireSchema = z.object({
  id: z.number().int().positive(),
  name: escapedTextSchema,
  slug: z.string().min(1),
  count: z.number().int().nonnegative(),
  description: z.string(),
  taxonomy: z.enum(['category', 'post_tag']),
  /** Hidden terms exist for grouping but are not shown in menus and filters. */
  acf: z.object({ visible: acfNullable(z.boolean()) }).optional(),
});

/** Spec section 3 "Category/tag": visible defaults to true. */
export const termSchema = termWireSchema.transform(({ id, name, slug, count, description, taxonomy, acf }) => ({
  id,
  name,
  slug,
  count,
  description,
  type: taxonomy === 'post_tag' ? ('tag' as const) : ('category' as const),
  visible: acf?.visible ?? true,
}));
export type TermWire = z.input<typeof termSchema>;
export type Term = z.output<typeof termSchema>;

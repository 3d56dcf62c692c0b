import type { GameRef } from '@casino/api-client';

/**
 * Where a game's (or post's) generated artwork is served: a game's as WebP, a post's (with its title in
 * letters, drawn in the browser's fonts) as SVG.
 */
export const artUrl = (slug: string) => `/api/content/art/${slug}.webp`;
export const postArtUrl = (slug: string) => `/api/content/art/blog/${slug}.svg`;

/** What the profile service says about a game: enough for a card (spec: it stores slugs). */
export function gameRef(row: { slug: string; title: string }): GameRef {
  return { slug: row.slug, title: row.title, imageUrl: artUrl(row.slug) };
}

/**
 * Headings of the pages behind a `{slug}` route: the content's own title, never the slug.
 * The game page shows the title alone; its play and guide pages say which of the two they are.
 */
export const contentTitles = {
  game: (title: string) => title,
  play: (title: string) => `Spil nu: ${title}`,
  guide: (title: string) => `Spillevejledning: ${title}`,
  scratcher: (title: string) => title,
  category: (name: string) => name,
  tag: (name: string) => name,
  blogPost: (title: string) => title,
  legal: (title: string) => title,
} as const;

/** The content-service pages (rest_route=/wp/v2/pages) behind /about and /security, by their slug. */
export const sitePageSlugs = { about: 'om-os', security: 'sikkerhed' } as const;

/** Pages that have a route of their own are not legal texts: /legal/om-os is no page. */
export const isLegalSlug = (slug: string) => !Object.values<string>(sitePageSlugs).includes(slug);

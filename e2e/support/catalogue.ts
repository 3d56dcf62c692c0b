/** A real game of the seeded catalogue, asked of the site's content API as the catalogue asks: its slug. */
export async function firstGameSlug(siteUrl: string): Promise<string> {
  const params = new URLSearchParams({ rest_route: '/casino/v1/games', per_page: '1' });
  const [game] = (await (await fetch(`${siteUrl}/api/content?${params}`)).json()) as Array<{ slug: string }>;
  if (!game) throw new Error('the catalogue has no game');
  return game.slug;
}

// Spec section 2 (/legal/{slug}): the legal pages come from the content service by slug
// (rest_route=/wp/v2/pages), so the page shows the real title and an unknown slug is answered as none.
import { pageSchema } from '@casino/api-client/content';
import { json, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const pages = (params: Record<string, string> = {}) => {
  const url = new URL('/api/content', site.url);
  url.searchParams.set('rest_route', '/wp/v2/pages');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return fetch(url);
};

describe('legal pages (rest_route=/wp/v2/pages)', () => {
  it('finds the terms page the charge links to by its slug, with its Danish title', async () => {
    // The charge's termsUrl and the platform's paths.terms point at /legal/vilkaar-og-regler.
    const response = await pages({ slug: 'vilkaar-og-regler' });
    expect(response.status).toBe(200);
    const [page] = (await json<unknown[]>(response)).map((item) => pageSchema.parse(item));
    expect(page).toMatchObject({ slug: 'vilkaar-og-regler', title: 'Vilkår og regler' });
    expect(page?.html).toContain('Spillemyndigheden');
  });

  it('lists every page with WordPress pagination headers', async () => {
    const response = await pages();
    const list = (await json<unknown[]>(response)).map((item) => pageSchema.parse(item));
    expect(list.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['vilkaar-og-regler', 'bonusvilkaar', 'privatlivspolitik', 'cookiepolitik']),
    );
    expect(response.headers.get('x-wp-total')).toBe(String(list.length));
  });

  it('answers an unknown slug with an empty list, and a malformed one with a Danish 400', async () => {
    expect(await json<unknown[]>(await pages({ slug: 'findes-ikke' }))).toEqual([]);
    const bad = await pages({ slug: 'Ikke en slug!' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

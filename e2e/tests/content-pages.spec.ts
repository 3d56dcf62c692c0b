// Spec section 2, the content pages against the real content service (packages/api-server: 24 seeded blog posts,
// the legal, about and security pages): each renders its content with its own document title and meta
// description, lists page through x-wp-total / x-wp-totalpages, an unknown slug is the 404 page, and a script in
// CMS HTML never runs.
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from '../support/profile.ts';
import { copy } from '../support/site-helpers.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const description = (page: Page) => page.locator('head meta[name="description"]');

test.describe('content pages', () => {
  failOnPageErrors();

  test('spec 3: /blog lists the posts a page at a time, with the pages the content service reports', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(h1(page)).toHaveText('Blog');
    await expect(page).toHaveTitle('Blog – Casino');
    await expect(description(page)).toHaveAttribute('content', /Nyheder, guides og gode råd/);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('24 indlæg');
    const pages = main.getByRole('navigation', { name: 'Sider' });
    await expect(pages).toContainText('Side 1 af 3');
    const posts = main.getByRole('article');
    await expect(posts).toHaveCount(10);
    const firstOnPageOne = await posts.first().getByRole('heading').textContent();

    await pages.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(/\/blog\?side=2$/);
    await expect(pages).toContainText('Side 2 af 3');
    await expect(posts.first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');

    await pages.getByRole('link', { name: 'Næste side' }).click();
    await expect(pages).toContainText('Side 3 af 3');
    await expect(posts).toHaveCount(4);
    await expect(pages.getByRole('link', { name: 'Næste side' })).toHaveCount(0);
  });

  test('/blog/{slug} shows the post with its title and excerpt as document title and description', async ({ page }) => {
    // An older guide, found through the search and opened from there.
    await page.goto('/blog/search?q=h%C3%A6ver');
    await page.getByRole('link', { name: 'Sådan hæver du dine gevinster' }).click();
    await expect(page).toHaveURL(/\/blog\/saadan-haever-du-dine-gevinster$/);
    await expect(h1(page)).toHaveText('Sådan hæver du dine gevinster');
    await expect(page.getByText('Gå til Udbetaling under din profil, og vælg beløbet.')).toBeVisible();
    await expect(page).toHaveTitle('Sådan hæver du dine gevinster – Casino');
    await expect(description(page)).toHaveAttribute(
      'content',
      'Udbetalinger sendes til den konto, du senest har indbetalt fra.',
    );
    await page.getByRole('link', { name: 'Tilbage til bloggen' }).click();
    await expect(h1(page)).toHaveText('Blog');
  });

  test('/blog/search finds posts by their words and says when nothing matches', async ({ page }) => {
    await page.goto('/blog/search');
    await expect(h1(page)).toHaveText('Søg i bloggen');
    const search = page.getByRole('search');
    await search.getByLabel('Søgeord').fill('jackpot');
    await search.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=jackpot$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('matcher "jackpot"');
    await expect(page.getByRole('link', { name: 'Jackpots: sådan vokser puljen' })).toBeVisible();

    await search.getByLabel('Søgeord').fill('zebrafinke');
    await search.getByRole('button', { name: 'Søg' }).click();
    await expect(page.getByText('Ingen indlæg matcher "zebrafinke". Prøv med et andet ord.')).toBeVisible();
  });

  for (const [path, title, text] of [
    ['/legal/vilkaar-og-regler', 'Vilkår og regler', 'Du må kun have én konto.'],
    ['/legal/bonusvilkaar', 'Bonusvilkår', 'En bonus er højst 1.000 kr.'],
    ['/legal/privatlivspolitik', 'Privatlivspolitik', 'Du har ret til indsigt i, berigtigelse og sletning'],
    ['/legal/ansvarligt-spil', 'Ansvarligt spil', 'StopSpillet giver gratis og anonym rådgivning'],
    ['/about', 'Om Casino', 'Casino er et dansk onlinecasino med tilladelse fra Spillemyndigheden.'],
    ['/security', 'Sikkerhed', 'Dine kortoplysninger kommer aldrig forbi os'],
  ] as const) {
    test(`${path} shows "${title}" from the content service`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveText(title);
      await expect(page.getByRole('main').getByText(text)).toBeVisible();
      await expect(page.getByRole('main').getByText(/^Gælder fra \d{1,2}\. \p{L}+ \d{4}$/u)).toBeVisible();
      await expect(page).toHaveTitle(`${title} – Casino`);
      // The page's own text, cut to what search results show.
      await expect(description(page)).toHaveAttribute('content', /^.{40,155}$/u);
    });
  }

  test('an unknown slug under /blog and /legal is the 404 page', async ({ page }) => {
    for (const path of ['/blog/findes-ikke', '/legal/findes-ikke', '/legal/om-os']) {
      await page.goto(path);
      await expect(h1(page)).toHaveText(copy.notFound);
    }
  });

  test('a script in CMS HTML does not run, on a post or on a page', async ({ page }) => {
    // The content service's answer as a compromised CMS would send it: the real post or page plus hostile HTML.
    const hostile =
      '<p>Ekstra afsnit</p><script>window.__cmsScriptRan = true</script>' +
      '<img src="x" onerror="window.__cmsScriptRan = true"><a href="javascript:window.__cmsScriptRan = true">Klik</a>';
    await page.route(/\/api\/content\?.*rest_route=%2Fwp%2Fv2%2F(posts|pages).*slug=/, async (route) => {
      const response = await route.fetch();
      const items = (await response.json()) as { content: { rendered: string } }[];
      for (const item of items) item.content.rendered += hostile;
      await route.fulfill({ response, json: items });
    });
    for (const path of ['/blog/sikkerhed-paa-din-konto', '/legal/vilkaar-og-regler']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText('Ekstra afsnit')).toBeVisible();
      await expect(page.getByRole('main').getByText('Klik')).not.toHaveAttribute('href', /javascript/);
      await expect(page.locator('main script, main [onerror]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __cmsScriptRan?: boolean }).__cmsScriptRan)).toBeUndefined();
    }
  });

  test('spec 2: /help#hvad-betyder-gennemspilskrav lands on the wagering explanation', async ({ page }) => {
    await page.goto('/help#hvad-betyder-gennemspilskrav');
    const wagering = page.getByRole('region', { name: 'Hvad betyder gennemspilskrav?' });
    await expect(wagering).toBeFocused();
    await expect(wagering).toBeInViewport();
    await expect(wagering).toContainText('10 x (indbetaling + bonus)');
  });
});

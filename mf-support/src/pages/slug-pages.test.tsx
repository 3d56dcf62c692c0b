import { screen } from '@testing-library/react';
import { fakeContent, pageWire, postWire, renderAt } from '@casino/testing';
import { routes } from '../routes.tsx';

let restore: () => void = () => {};
beforeEach(() => {
  restore = fakeContent({
    posts: [postWire('hvad-er-rtp', 'Hvad er RTP?')],
    pages: [pageWire('vilkaar-og-regler', 'Vilkår og regler')],
  });
});
afterEach(() => restore());

const heading = () => screen.findByRole('heading', { level: 1 });

// Spec section 2: /blog/{slug} and /legal/{slug} show the real title or the 404 page.
describe('support pages behind a {slug}', () => {
  it.each([
    ['/blog/hvad-er-rtp', 'Hvad er RTP?'],
    ['/legal/vilkaar-og-regler', 'Vilkår og regler'],
  ])('%s is headed by the title %s', async (path, title) => {
    renderAt(routes, path);
    expect(await heading()).toHaveTextContent(title);
    expect(document.title).toBe(`${title} – Casino`);
  });

  it.each(['/blog/findes-ikke', '/legal/findes-ikke', '/legal/Vilkaar_Og_Regler'])(
    '%s answers with the 404 page',
    async (path) => {
      renderAt(routes, path);
      expect(await heading()).toHaveTextContent('Siden blev ikke fundet');
    },
  );

  it('keeps /blog/search its own page, not a post called "search"', async () => {
    renderAt(routes, '/blog/search');
    expect(await heading()).toHaveTextContent('Søg i bloggen');
  });
});

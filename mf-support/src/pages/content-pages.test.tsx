import { screen, waitFor } from '@testing-library/react';
import { fakeContent, pageWire, postWire, renderAt, renderWithProviders } from '@casino/testing';
import { Pagination } from '../content/Pagination.tsx';
import { preload, routes } from '../routes.tsx';

const hostile =
  '<p>Velkommen</p><script>window.__cmsScriptRan = true</script><img src="x" onerror="window.__cmsScriptRan = true">';

let restore: () => void = () => {};
beforeEach(() => {
  restore = fakeContent({
    posts: [
      {
        ...postWire('hvad-er-rtp', 'Hvad er RTP?'),
        excerpt: { rendered: '<p>RTP fortæller, hvor meget et spil i gennemsnit betaler tilbage.</p>' },
        content: { rendered: `<h2>Tilbagebetaling</h2>${hostile}` },
      },
    ],
    pages: [
      {
        ...pageWire('vilkaar-og-regler', 'Vilkår og regler'),
        content: { rendered: '<p>Du skal være fyldt 18 år.</p>' },
      },
      { ...pageWire('om-os', 'Om Casino'), content: { rendered: '<p>Casino er et dansk onlinecasino.</p>' } },
      { ...pageWire('sikkerhed', 'Sikkerhed'), content: { rendered: '<p>Din konto skal være sikker.</p>' } },
    ],
  });
});
afterEach(() => {
  restore();
  document.head.querySelector('meta[name="description"]')?.remove();
  delete (window as { __cmsScriptRan?: boolean }).__cmsScriptRan;
});

const heading = () => screen.findByRole('heading', { level: 1 });
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

// Content pages (spec section 2 routes): CMS content, sanitized, with title and description.
describe('content pages', () => {
  it('shows a blog post’s body sanitized: its text and headings, never its script or event handlers', async () => {
    renderAt(routes, '/blog/hvad-er-rtp');
    expect(await heading()).toHaveTextContent('Hvad er RTP?');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tilbagebetaling' })).toBeInTheDocument();
    expect(screen.getByText('Velkommen')).toBeInTheDocument();
    expect(document.querySelector('main script, script[src], [onerror]')).toBeNull();
    expect((window as { __cmsScriptRan?: boolean }).__cmsScriptRan).toBeUndefined();
  });

  it('gives a post its document title and the excerpt as meta description', async () => {
    renderAt(routes, '/blog/hvad-er-rtp');
    await heading();
    expect(document.title).toBe('Hvad er RTP? – Casino');
    expect(description()).toBe('RTP fortæller, hvor meget et spil i gennemsnit betaler tilbage.');
  });

  it.each([
    ['/legal/vilkaar-og-regler', 'Vilkår og regler', 'Du skal være fyldt 18 år.'],
    ['/about', 'Om Casino', 'Casino er et dansk onlinecasino.'],
    ['/security', 'Sikkerhed', 'Din konto skal være sikker.'],
  ])('%s shows its page from the content service with its text as description', async (path, title, text) => {
    renderAt(routes, path);
    expect(await heading()).toHaveTextContent(title);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.title).toBe(`${title} – Casino`);
    expect(description()).toBe(text);
  });

  it('answers /legal/om-os with the 404 page: about is no legal text', async () => {
    renderAt(routes, '/legal/om-os');
    expect(await heading()).toHaveTextContent('Siden blev ikke fundet');
  });

  it('lists the blog’s posts with how many there are, each linking to its post', async () => {
    renderAt(routes, '/blog');
    expect(await screen.findByRole('link', { name: 'Hvad er RTP?' })).toHaveAttribute('href', '/blog/hvad-er-rtp');
    expect(screen.getByRole('status')).toHaveTextContent('1 indlæg');
    expect(screen.getByText('RTP fortæller, hvor meget et spil i gennemsnit betaler tilbage.')).toBeInTheDocument();
  });

  it('spec 2: /help#hvad-betyder-gennemspilskrav lands on the wagering explanation', async () => {
    await preload('/help'); // as the shell does before its first render
    renderAt(routes, '/help#hvad-betyder-gennemspilskrav');
    const section = screen.getByRole('region', { name: 'Hvad betyder gennemspilskrav?' });
    await waitFor(() => expect(section).toHaveFocus());
  });
});

// Spec section 3: pagination comes from the x-wp-total and x-wp-totalpages headers.
describe('pages of a list', () => {
  it('links to the previous and next page and keeps the search', () => {
    renderWithProviders(<Pagination pagination={{ total: 24, page: 2, pages: 3 }} />, '/blog/search?q=bonus&side=2');
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(nav).toHaveTextContent('Side 2 af 3');
    expect(screen.getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/blog/search?q=bonus');
    expect(screen.getByRole('link', { name: 'Næste side' })).toHaveAttribute('href', '/blog/search?q=bonus&side=3');
  });

  it('shows nothing for a list of one page', () => {
    renderWithProviders(<Pagination pagination={{ total: 4, page: 1, pages: 1 }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

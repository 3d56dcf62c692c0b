import { render, screen } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml.tsx';

type Flagged = { __sanitizerProbe?: boolean };

// Content pages (spec section 2) and the promo message (spec section 3: message is HTML
// text): HTML from the CMS or the back office is shown sanitized, never run.
describe('SanitizedHtml', () => {
  afterEach(() => delete (window as Flagged).__sanitizerProbe);

  it('keeps the text and markup of the content', async () => {
    render(
      <SanitizedHtml html='<h2>Bonus</h2><p>Op til <strong>1.000 kr.</strong></p><a href="/legal/bonusvilkaar">Vilkår</a>' />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Bonus' })).toBeInTheDocument();
    expect(screen.getByText('1.000 kr.').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Vilkår' })).toHaveAttribute('href', '/legal/bonusvilkaar');
  });

  it('drops scripts, event handlers and javascript: links before anything reaches the page', async () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p>Tekst</p><script>window.__sanitizerProbe = true</script>' +
          '<img src="x" onerror="window.__sanitizerProbe = true"><a href="javascript:window.__sanitizerProbe=true">Klik</a>'
        }
        fallback={<p>Indlæser…</p>}
      />,
    );
    expect(await screen.findByText('Tekst')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('Klik')).not.toHaveAttribute('href');
    expect((window as Flagged).__sanitizerProbe).toBeUndefined();
  });
});

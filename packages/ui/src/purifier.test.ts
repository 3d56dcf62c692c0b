import { loadSanitize as loadBrowserSanitize } from './purifier.ts';
import { loadSanitize as loadServerSanitize } from './purifier.node.ts';

// Content pages (spec section 2), game descriptions and the promo message (spec section 3: message is HTML
// text): the server renders the page with one sanitizer, the browser hydrates it with another; both keep the
// same markup of the same HTML, and both drop what could run.
const content = [
  '<h2>Bonus</h2><p>Op til <strong>1.000 kr.</strong> i <em>velkomstbonus</em>.</p><a href="/legal/bonusvilkaar">Vilkår</a>',
  '<table><caption>Udbetaling</caption><thead><tr><th scope="col">Hånd</th><th scope="col">Gevinst</th></tr></thead>' +
    '<tbody><tr><td>Blackjack</td><td>3:2</td></tr><tr><td colspan="2">Forsikring 2:1</td></tr></tbody></table>',
  '<ul><li>Et</li><li>To<br>linjer</li></ul><ol><li><a href="https://www.spillemyndigheden.dk" title="Spillemyndigheden">Link</a></li></ol>',
  '<p><img src="/images/hjul.webp" alt="Hjulet" width="320" height="200"></p><blockquote>Citat</blockquote><hr>',
  '<h3>Regler</h3><p>Ring på <a href="tel:+4570222825">70 22 28 25</a> eller skriv til <a href="mailto:hjaelp@example.dk">os</a>.</p>',
];

const attacks = [
  '<p>Tekst</p><script>window.__probe = 1</script>',
  '<img src="x" onerror="window.__probe = 1">',
  '<a href="javascript:window.__probe=1">Klik</a>',
  '<a href="JaVaScRiPt:alert(1)">Klik</a><a href="data:text/html,<script>alert(1)</script>">Data</a>',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="a"></form>',
  '<p style="position:fixed" class="x" id="y" onclick="x()">Stil</p><h1>Overskrift</h1><svg><script>1</script></svg>',
];

/** The DOM the browser builds from a sanitizer's output, serialized: the markup a visitor gets, whatever the quoting. */
function asBrowserSees(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('the HTML sanitizers of the browser and the server', () => {
  it.each([...content, ...attacks])('give the same page for %s', async (html) => {
    const [inBrowser, onServer] = await Promise.all([loadBrowserSanitize(), loadServerSanitize()]);
    expect(asBrowserSees(onServer(html))).toBe(asBrowserSees(inBrowser(html)));
  });

  it('keep the content as written', async () => {
    const onServer = await loadServerSanitize();
    for (const html of content) expect(asBrowserSees(onServer(html))).toBe(asBrowserSees(html));
  });

  it('leave nothing that runs, links out by script or restyles the page', async () => {
    for (const sanitize of await Promise.all([loadBrowserSanitize(), loadServerSanitize()])) {
      const page = document.createElement('div');
      page.innerHTML = attacks.map(sanitize).join('');
      expect(page.querySelectorAll('script, iframe, style, form, input, svg, h1')).toHaveLength(0);
      for (const element of page.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name).not.toMatch(/^on|^style$|^class$|^id$/);
          expect(value).not.toMatch(/^\s*(javascript|data):/i);
        }
      }
    }
  });
});

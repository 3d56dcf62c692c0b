// ARCHITECTURE "Loading" (the shell's page, assembled from named parts by a template): whatever a game's
// title, an address or a version says, it stays the value it is in the shell's page; nothing written into
// the page can close its element and add a script of its own, which the page's policy would have to stop.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { renderShellPage } from './shell-page.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const template =
  '<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Casino</title>' +
  '<script defer src="/shell/current/main.a.js"></script></head><body><div id="root"></div></body></html>';

const hostile = '</script><script>alert(1)</script><!--';

function elements(nodes: readonly Node[], found: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    found.push(node);
    elements(node.childNodes, found);
  }
  return found;
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');

describe("the shell's page", () => {
  it('keeps a hostile title, address and version as values: no element closes early, no script is added', () => {
    const game = { title: { rendered: hostile }, slug: 'x' };
    const page = renderShellPage(template, {
      registry: { environment: 'production', remotes: { games: `/remotes/games/${hostile}` }, remoteTimeoutMs: 5000 },
      preloads: [{ href: `/remotes/games/"><script>alert(2)</script>`, as: 'script' }],
      shellVersion: `1.0.0"><script>alert(3)</script>`,
      serverRenderContent: [{ url: '/api/content', status: 200, headers: {}, body: [game] }],
      renderedPage: `<h1>${hostile.replace(/</g, '&lt;')}</h1>`,
      earlyClicks: 'window.kept = [];',
    });

    const all = elements(parse(page).childNodes);
    const scripts = all.filter((element) => element.tagName === 'script');
    expect(scripts.map((script) => attributeOf(script, 'id') ?? attributeOf(script, 'src') ?? 'inline')).toEqual([
      `/shell/${encodeURIComponent(`1.0.0"><script>alert(3)</script>`)}/main.a.js`,
      'casino-registry',
      'casino-server-render',
      'inline',
    ]);
    expect(scripts.slice(1, 3).map((script) => attributeOf(script, 'type'))).toEqual([
      'application/json',
      'application/json',
    ]);

    const [, registry, content] = scripts.map((script) => textOf(script));
    expect(JSON.parse(registry ?? '').remotes.games).toBe(`/remotes/games/${hostile}`);
    expect(JSON.parse(content ?? '')[0].body).toEqual([game]);
    const meta = all.find((element) => attributeOf(element, 'name') === 'casino-shell-version');
    expect(meta && attributeOf(meta, 'content')).toBe(`1.0.0"><script>alert(3)</script>`);
    const preload = all.find((element) => attributeOf(element, 'rel') === 'preload');
    expect(preload && attributeOf(preload, 'href')).toBe(`/remotes/games/"><script>alert(2)</script>`);
    const root = all.find((element) => attributeOf(element, 'id') === 'root');
    expect(root && elements(root.childNodes).map((element) => element.tagName)).toEqual(['h1']);
  });

  it("keeps the build's head as it wrote it, its scripts in the version's folder", () => {
    const page = renderShellPage(template, {
      registry: { environment: 'production', remotes: {}, remoteTimeoutMs: 5000 },
      preloads: [],
      shellVersion: '1.0.0-abc',
    });
    expect(page).toContain(
      '<html lang="da"><head><meta charset="utf-8"><title>Casino</title><script defer src="/shell/1.0.0-abc/main.a.js">',
    );
    expect(page).toContain('<body><div id="root"></div></body>');
  });
});

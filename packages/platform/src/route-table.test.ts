import { paths } from './paths.ts';
import { matchRoute } from './route-match.ts';
import { fixedPartOf, needsSession, ownerOf, routeTable, type RouteEntry } from './route-table.ts';

const routes = Object.entries(routeTable) as Array<[string, RouteEntry]>;

// Spec section 2 (route table) -> ARCHITECTURE rule 8: every path has exactly one owner.
describe('route owners', () => {
  it.each([
    ['/', 'games'],
    ['/app', 'games'],
    ['/spil', 'games'],
    ['/spil/book-of-dead/spil', 'games'],
    ['/spil/kategori/slots', 'games'],
    ['/scratcher/gold', 'games'],
    ['/mine', 'games'],
    ['/mine/spil', 'games'],
    ['/mine/trofaeer', 'games'],
    ['/mine/spilhistorik', 'games'],
    ['/wins', 'games'],
    ['/mine/bonusser', 'profile'],
    ['/promocode', 'profile'],
    ['/profile', 'profile'],
    ['/profile/limits', 'profile'],
    ['/profile/payment/deposit', 'payments'],
    ['/profile/payment/receipt', 'payments'],
    ['/blog/search', 'support'],
    ['/legal/vilkaar-og-regler', 'support'],
    ['/help', 'support'],
    ['/chat', 'support'],
    ['/support/agent', 'support'],
    ['/support/compliance', 'support'],
  ])('sends %s to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('leaves unknown paths to the shell 404', () => {
    expect(ownerOf('/casino-royale')).toBeNull();
    expect(ownerOf('/profilex')).toBeNull();
  });

  it("leaves the shell's own pages to the shell", () => {
    expect([ownerOf('/auth/login'), ownerOf('/auth/logout'), ownerOf('/404')]).toEqual([null, null, null]);
  });

  it('gives a path no route matches to the owner of the area it is in, whose routes show the 404', () => {
    expect(ownerOf('/spil/slots/nye/mere')).toBe('games');
    expect(ownerOf('/profile/no-such-page')).toBe('profile');
  });
});

describe('pages that need a session', () => {
  it.each([
    '/profile',
    '/profile/settings',
    '/profile/payment/deposit',
    '/mine',
    '/mine/spil',
    '/mine/spilhistorik',
    '/mine/bonusser',
  ])('%s needs one', (path) => expect(needsSession(path)).toBe(true));

  it.each(['/', '/spil', '/spil/book-of-dead/spil', '/help', '/profiles', '/auth/login', '/casino-royale'])(
    '%s does not',
    (path) => expect(needsSession(path)).toBe(false),
  );
});

describe('the route table', () => {
  it('writes each pattern once', () => {
    const patterns = routes.map(([, { path }]) => path);
    expect(patterns.filter((path, index) => patterns.indexOf(path) !== index)).toEqual([]);
  });

  it('gives a pattern at most one parameter, the one its link builder fills in', () => {
    expect(routes.filter(([, { path }]) => (path.match(/\/[:*]/g) ?? []).length > 1)).toEqual([]);
  });

  // A path is decided by the longest fixed part it starts with, so every route with the same fixed part
  // must agree, or a path of one would be decided by another.
  it('gives routes that share a fixed part one owner and one session rule', () => {
    const byPart = new Map<string, string>();
    const disagreeing = routes.flatMap(([name, route]) => {
      const rule = `${route.owner}${route.session ? ' (session)' : ''}`;
      const part = fixedPartOf(route.path);
      const first = byPart.get(part) ?? rule;
      byPart.set(part, first);
      return first === rule ? [] : [`${name} (${route.path}): ${rule}, but ${part} is ${first}`];
    });
    expect(disagreeing).toEqual([]);
  });

  it('decides each route by its own entry', () => {
    const example = (path: string) => path.replace(/:\w+/, 'x').replace('*', 'x/y');
    const wrong = routes.filter(
      ([, route]) =>
        ownerOf(example(route.path)) !== (route.owner === 'shell' ? null : route.owner) ||
        needsSession(example(route.path)) !== (route.session === true),
    );
    expect(wrong.map(([name]) => name)).toEqual([]);
  });
});

describe('paths', () => {
  it('links to each page by its pattern, with the slug encoded', () => {
    expect(paths.deposit).toBe('/profile/payment/deposit');
    expect(paths.game('book of ra')).toBe('/spil/book%20of%20ra');
    expect(paths.play('odins-guld')).toBe('/spil/odins-guld/spil');
    expect(paths.legal('om-os')).toBe('/legal/om-os');
    expect(paths.terms).toBe('/legal/vilkaar-og-regler');
    expect(paths.wageringHelp).toBe('/help#hvad-betyder-gennemspilskrav');
  });

  it('offers no link to the catalogue catch-all, which only the router reads', () => {
    expect('catalogueFilter' in paths).toBe(false);
  });
});

// Spec section 2: the page a whole path shows, as the router chooses it (the server hints that page's code
// and writes its first data).
describe('the page at a path', () => {
  it.each([
    ['/', 'home', {}],
    ['/spil', 'games', {}],
    ['/spil/book-of-dead', 'game', { slug: 'book-of-dead' }],
    ['/spil/book-of-dead/spil', 'play', { slug: 'book-of-dead' }],
    ['/spil/kategori/slots', 'category', { slug: 'slots' }],
    ['/spil/slots/nye', 'catalogueFilter', {}],
    ['/profile/payment/deposit', 'deposit', {}],
    ['/spil/b%C3%B8rs', 'game', { slug: 'børs' }],
  ])('%s shows %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('matches no page for a path no route has', () => {
    expect(matchRoute('/casino-royale')).toBeUndefined();
    expect(matchRoute('/spil/%E0%A4%A')).toBeUndefined();
  });
});

import { allGames, catalogueUrl, parseCatalogueUrl, toggleTerm, type CatalogueFilter } from './catalogue-filter.ts';

const view = (overrides: Partial<CatalogueFilter>): CatalogueFilter => ({ ...allGames, ...overrides });

// Spec section 2: /spil, /spil/[[...filter]], /spil/kategori/{slug}, /spil/tag/{slug};
// filters combinable and kept in the URL so a filtered view can be shared and reloaded.
describe('the catalogue filter of a /spil URL', () => {
  it.each([
    ['/spil', '', view({})],
    ['/spil/', '', view({})],
    ['/spil/kategori/slots', '', view({ category: 'slots' })],
    ['/spil/tag/vikinger', '', view({ tag: 'vikinger' })],
    ['/spil/kategori/slots/tag/vikinger', '', view({ category: 'slots', tag: 'vikinger' })],
    ['/spil/tag/vikinger/kategori/slots', '', view({ category: 'slots', tag: 'vikinger' })],
    ['/spil', '?soeg=odin', view({ search: 'odin' })],
    ['/spil', '?soeg=%20%20Odins%20Guld%20', view({ search: 'Odins Guld' })],
    ['/spil', '?sortering=nyeste', view({ sort: 'newest' })],
    ['/spil', '?sortering=a-aa', view({ sort: 'title' })],
    ['/spil', '?sortering=jackpot', view({ sort: 'jackpot' })],
    ['/spil', '?sortering=populaere', view({ sort: 'popular' })],
    ['/spil', '?sortering=billigste', view({})],
    [
      '/spil/kategori/jackpot/tag/guld',
      '?soeg=kongelige&sortering=jackpot',
      view({ category: 'jackpot', tag: 'guld', search: 'kongelige', sort: 'jackpot' }),
    ],
  ])('%s%s shows %o', (path, search, expected) => {
    expect(parseCatalogueUrl(path, search)).toEqual(expected);
  });

  it.each([
    ['a game page, not a list', '/spil/odins-guld'],
    ['an unknown kind of filter', '/spil/studie/nordlys'],
    ['a filter without its slug', '/spil/kategori'],
    ['a filter and a dangling word', '/spil/kategori/slots/tag'],
    ['the same kind of filter twice', '/spil/kategori/slots/kategori/jackpot'],
    ['a slug that cannot name a term', '/spil/kategori/Slots_Nye'],
    ['a slug with an encoded space', '/spil/tag/h%C3%B8j%20volatilitet'],
    ['broken percent-encoding', '/spil/tag/%E0%A4%A'],
    ['another part of the site', '/mine/spil'],
  ])('is no catalogue view for %s (%s): the page answers 404', (_, path) => {
    expect(parseCatalogueUrl(path)).toBeNull();
  });

  it('cuts a search longer than the content service takes instead of refusing the link', () => {
    expect(parseCatalogueUrl('/spil', `?soeg=${'a'.repeat(150)}`)?.search).toHaveLength(100);
  });
});

describe('the URL of a catalogue filter', () => {
  it.each([
    [view({}), '/spil'],
    [view({ category: 'slots' }), '/spil/kategori/slots'],
    [view({ tag: 'vikinger' }), '/spil/tag/vikinger'],
    [view({ category: 'slots', tag: 'vikinger' }), '/spil/kategori/slots/tag/vikinger'],
    [view({ search: ' ødelagt skat ' }), '/spil?soeg=%C3%B8delagt+skat'],
    [view({ sort: 'title' }), '/spil?sortering=a-aa'],
    [view({ sort: 'popular' }), '/spil'],
    [view({ tag: 'guld', search: 'mønt', sort: 'jackpot' }), '/spil/tag/guld?soeg=m%C3%B8nt&sortering=jackpot'],
  ])('%o is %s', (filter, url) => {
    expect(catalogueUrl(filter)).toBe(url);
  });

  it('reads back every filter it writes, so a shared or reloaded view is the same view', () => {
    const filters = [
      view({}),
      view({ category: 'live-casino', sort: 'newest' }),
      view({ category: 'slots', tag: 'hoej-volatilitet', search: 'guld & ære?', sort: 'title' }),
      view({ tag: 'jul', search: '100% sjov', sort: 'jackpot' }),
    ];
    for (const filter of filters) {
      const url = new URL(catalogueUrl(filter), 'http://casino.test');
      expect(parseCatalogueUrl(url.pathname, url.search)).toEqual(filter);
    }
  });

  it('toggles a chip: choosing a term narrows, choosing it again lets go, other filters stay', () => {
    const start = view({ tag: 'guld', search: 'skat' });
    const chosen = toggleTerm(start, 'category', 'jackpot');
    expect(chosen).toEqual(view({ category: 'jackpot', tag: 'guld', search: 'skat' }));
    expect(toggleTerm(chosen, 'category', 'jackpot')).toEqual(start);
    expect(toggleTerm(chosen, 'category', 'slots').category).toBe('slots');
  });
});

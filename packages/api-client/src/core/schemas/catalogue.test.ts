import { gameManualSchema, gameSchema, htmlToText, paginationFromHeaders, termSchema } from '@casino/api-client';
import { gamesQuerySchema, postsQuerySchema, termsQuerySchema } from '@casino/api-client/requests/content';
import { postSchema } from '@casino/api-client/content';
import { gameWire, postWire, termWire } from '../../../test/wire-support.ts';

// Spec section 3 "Game" (from the content service).
describe('game schema', () => {
  it('turns the WordPress game into the entity components use', () => {
    const game = gameSchema.parse(gameWire({ date_gmt: '2025-01-06T09:00:00', acf: { popularity: 42 } }));
    expect(game).toEqual({
      id: 101,
      slug: 'book-of-vikings',
      publishedAt: '2025-01-06T09:00:00.000Z',
      popularity: 42,
      title: 'Book of Vikings – Deluxe',
      isActive: true,
      isPublished: true,
      internal: false,
      color: '#1a2b3c',
      categories: [{ id: 3, name: 'Slots & Spilleautomater', slug: 'slots' }],
      tags: [{ id: 9, name: 'Nordisk', slug: 'nordisk' }],
      jackpot: 125000.5,
      manual: 501,
      achievements: [{ id: 'first-spin', title: 'Første spin', description: 'Spil dit første spin' }],
      assets: { gamePage: '/sandbox/games/book-of-vikings' },
      year: 2023,
      volatility: 4,
      betrate: { min: 1, max: 100 },
      pageTitle: 'Spil Book of Vikings online',
      images: [{ id: 77, title: 'Forside', url: '/media/book-of-vikings.webp', width: 640, height: 480 }],
      description: {
        html: '<p>Sejl med <strong>vikingerne</strong> &amp; vind.</p>\n<p>Op til 5.000&nbsp;x indsatsen.</p>',
        text: 'Sejl med vikingerne & vind. Op til 5.000 x indsatsen.',
      },
    });
  });

  it('sorts a game without a publication date or popularity as the oldest and least played', () => {
    expect(gameSchema.parse(gameWire())).toMatchObject({ publishedAt: null, popularity: 0 });
  });

  it('gives the description as HTML and as text with the tags stripped', () => {
    const game = gameSchema.parse(
      gameWire({ content: { rendered: '<h2>Regler</h2><ul><li>3 ens</li><li>Wild&#8217;s</li></ul><!-- x -->' } }),
    );
    expect(game.description.html).toContain('<h2>Regler</h2>');
    expect(game.description.text).toBe('Regler 3 ens Wild’s');
  });

  it.each([
    ['missing', undefined],
    ['empty (ACF)', ''],
    ['null', null],
    ['false (ACF)', false],
  ])('defaults volatility to 1 when it is %s', (_label, volatility) => {
    const wire = gameWire();
    const acf: Record<string, unknown> = { ...wire.acf, volatility };
    if (volatility === undefined) delete acf.volatility;
    expect(gameSchema.parse({ ...wire, acf }).volatility).toBe(1);
  });

  it('reads volatility sent as text and refuses a fraction or one above 5', () => {
    expect(gameSchema.parse(gameWire({ acf: { volatility: '3' as never } })).volatility).toBe(3);
    expect(gameSchema.safeParse(gameWire({ acf: { volatility: 2.5 } })).success).toBe(false);
    expect(gameSchema.safeParse(gameWire({ acf: { volatility: 6 } })).success).toBe(false);
  });

  it('marks an unpublished game and turns empty ACF fields into null, and a missing page title into the title', () => {
    const game = gameSchema.parse(
      gameWire({
        status: 'draft',
        acf: { color: false, jackpot: '', manual: false, game_page: null, year: '', page_title: '', images: false },
      } as never),
    );
    expect(game.isPublished).toBe(false);
    expect([game.color, game.jackpot, game.manual, game.assets.gamePage, game.year]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(game.pageTitle).toBe('Book of Vikings – Deluxe');
    expect(game.images).toEqual([]);
  });

  it.each([
    ['a title without its rendered wrapper', { title: 'Book of Vikings' }],
    ['a missing is_active flag', { acf: { ...gameWire().acf, is_active: undefined } }],
    ['a minimum bet above the maximum', { acf: { ...gameWire().acf, betrate_min: 200, betrate_max: 100 } }],
    ['an image without a size', { acf: { ...gameWire().acf, images: [{ id: 1, title: 'x', url: '/a.png' }] } }],
    ['a colour that is not #rrggbb', { acf: { ...gameWire().acf, color: 'red' } }],
    ['a game page on another protocol', { acf: { ...gameWire().acf, game_page: 'javascript:alert(1)' } }],
  ])('refuses a game with %s', (_label, override) => {
    expect(gameSchema.safeParse({ ...gameWire(), ...override }).success).toBe(false);
  });
});

describe('game manual schema', () => {
  it('gives the guide title, HTML and text', () => {
    const manual = gameManualSchema.parse({
      id: 501,
      slug: 'book-of-vikings-guide',
      title: { rendered: 'S&aring;dan spiller du' },
      content: { rendered: '<p>Vælg din <em>indsats</em>.</p>' },
    });
    expect(manual).toEqual({
      id: 501,
      slug: 'book-of-vikings-guide',
      title: 'Sådan spiller du',
      html: '<p>Vælg din <em>indsats</em>.</p>',
      text: 'Vælg din indsats.',
    });
  });

  it('refuses a manual without content', () => {
    expect(gameManualSchema.safeParse({ id: 501, slug: 'x', title: { rendered: 'x' } }).success).toBe(false);
  });
});

// Spec section 3 "Category/tag".
describe('category and tag schema', () => {
  it('reads a category, visible by default', () => {
    expect(termSchema.parse(termWire())).toEqual({
      id: 3,
      name: 'Slots & Spilleautomater',
      slug: 'slots',
      count: 120,
      description: 'Alle spilleautomater',
      type: 'category',
      visible: true,
    });
  });

  it('reads a WordPress post_tag as a tag and honours a hidden flag, defaulting an empty one to visible', () => {
    expect(termSchema.parse(termWire({ taxonomy: 'post_tag', acf: { visible: false } }))).toMatchObject({
      type: 'tag',
      visible: false,
    });
    expect(termSchema.parse(termWire({ acf: { visible: '' as never } })).visible).toBe(true);
  });

  it('refuses a term of an unknown taxonomy or with a negative count', () => {
    expect(termSchema.safeParse(termWire({ taxonomy: 'nav_menu' as never })).success).toBe(false);
    expect(termSchema.safeParse(termWire({ count: -1 })).success).toBe(false);
  });
});

describe('blog post schema', () => {
  it('gives the post with a plain-text excerpt, a UTC date and its featured image', () => {
    expect(postSchema.parse(postWire())).toEqual({
      id: 42,
      slug: 'vinterens-nye-spil',
      title: 'Vinterens nye spil – se listen',
      excerpt: 'Ti nye spil er landet […]',
      html: '<p>Ti nye spil er landet i lobbyen.</p>',
      date: '2026-01-05T09:30:00.000Z',
      image: { url: '/media/vinter.webp', alt: 'Sne', width: 1200, height: 630 },
    });
  });

  it('gives no image when the post has none', () => {
    expect(postSchema.parse(postWire({ _embedded: undefined })).image).toBeNull();
  });

  it('refuses a post whose date is not a WordPress GMT date', () => {
    expect(postSchema.safeParse(postWire({ date_gmt: '5. januar 2026' })).success).toBe(false);
  });
});

// Spec section 3 "Pagination": total and pages from the response headers.
describe('pagination from headers', () => {
  it('reads total and pages from x-wp-total and x-wp-totalpages, with the page asked for', () => {
    const headers = new Headers({ 'x-wp-total': '312', 'x-wp-totalpages': '4' });
    const pagination = paginationFromHeaders(headers, 2);
    expect(pagination.success && pagination.data).toEqual({ total: 312, pages: 4, page: 2 });
  });

  it('refuses missing or non-numeric headers', () => {
    expect(paginationFromHeaders(new Headers({ 'x-wp-total': '3' }), 1).success).toBe(false);
    expect(paginationFromHeaders(new Headers({ 'x-wp-total': 'many', 'x-wp-totalpages': '1' }), 1).success).toBe(false);
  });
});

// Spec sections 7 and 9: games per_page default 100.
describe('content query parameters', () => {
  it('defaults the games page size to 100 and reads numbers sent as query text', () => {
    expect(gamesQuerySchema.parse({})).toEqual({ per_page: 100, page: 1 });
    expect(gamesQuerySchema.parse({ per_page: '24', page: '3', category: 'slots', search: ' viking ' })).toEqual({
      per_page: 24,
      page: 3,
      category: 'slots',
      search: 'viking',
    });
  });

  it('refuses unknown parameters, page sizes above 100 and malformed slugs', () => {
    expect(gamesQuerySchema.safeParse({ perPage: 10 }).error?.issues[0]?.message).toBe('Ukendt felt: perPage.');
    expect(gamesQuerySchema.safeParse({ per_page: 101 }).success).toBe(false);
    expect(gamesQuerySchema.safeParse({ slug: 'Book Of Vikings' }).success).toBe(false);
  });

  it('defaults categories and tags to 100 a page and posts to 10', () => {
    expect(termsQuerySchema.parse({}).per_page).toBe(100);
    expect(postsQuerySchema.parse({}).per_page).toBe(10);
    expect(postsQuerySchema.safeParse({ page: 0 }).success).toBe(false);
    expect(termsQuerySchema.safeParse({ search: 'x' }).success).toBe(false);
  });
});

describe('text from WordPress HTML', () => {
  it('drops scripts, styles and comments and decodes numeric and named entities', () => {
    expect(htmlToText('<style>p{}</style><p>K&oslash;benhavn &#x2013; &quot;Vind&quot;</p><script>x()</script>')).toBe(
      'København – "Vind"',
    );
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b');
  });
});

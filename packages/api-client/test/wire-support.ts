import type { GameWire, TermWire } from '@casino/api-client';
import type { PostWire } from '@casino/api-client/content';

/** A game as the content service sends it; override any part. */
export function gameWire(
  overrides: Omit<Partial<GameWire>, 'acf'> & { acf?: Partial<GameWire['acf']> } = {},
): GameWire {
  const { acf, ...rest } = overrides;
  return {
    id: 101,
    slug: 'book-of-vikings',
    status: 'publish',
    title: { rendered: 'Book of Vikings &#8211; Deluxe' },
    content: {
      rendered: '<p>Sejl med <strong>vikingerne</strong> &amp; vind.</p>\n<p>Op til 5.000&nbsp;x indsatsen.</p>',
    },
    categories: [{ id: 3, name: 'Slots &amp; Spilleautomater', slug: 'slots' }],
    tags: [{ id: 9, name: 'Nordisk', slug: 'nordisk' }],
    acf: {
      is_active: true,
      internal: false,
      color: '#1a2b3c',
      jackpot: 125000.5,
      manual: 501,
      achievements: [{ id: 'first-spin', title: 'Første spin', description: 'Spil dit første spin' }],
      game_page: '/sandbox/games/book-of-vikings',
      year: 2023,
      volatility: 4,
      betrate_min: 1,
      betrate_max: 100,
      page_title: 'Spil Book of Vikings online',
      images: [{ id: 77, title: 'Forside', url: '/media/book-of-vikings.webp', width: 640, height: 480 }],
      ...acf,
    },
    ...rest,
  };
}

export function termWire(overrides: Partial<TermWire> = {}): TermWire {
  return {
    id: 3,
    name: 'Slots &amp; Spilleautomater',
    slug: 'slots',
    count: 120,
    description: 'Alle spilleautomater',
    taxonomy: 'category',
    ...overrides,
  };
}

export function postWire(overrides: Partial<PostWire> = {}): PostWire {
  return {
    id: 42,
    slug: 'vinterens-nye-spil',
    date_gmt: '2026-01-05T09:30:00',
    title: { rendered: 'Vinterens nye spil &#8211; se listen' },
    excerpt: { rendered: '<p>Ti nye spil er landet [&hellip;]</p>\n' },
    content: { rendered: '<p>Ti nye spil er landet i lobbyen.</p>' },
    _embedded: {
      'wp:featuredmedia': [
        { source_url: '/media/vinter.webp', alt_text: 'Sne', media_details: { width: 1200, height: 630 } },
      ],
    },
    ...overrides,
  };
}

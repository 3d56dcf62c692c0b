import {
  gameCardWireSchema,
  type GameCardWire,
  type GameManualWire,
  type GameWire,
  type TermRef,
  type TermWire,
} from '@casino/api-client';
import type { PostWire } from '@casino/api-client/content';
import { html } from 'hono/html';
import type { gameManuals, games, posts, terms } from './schema.ts';
import { artUrl, postArtUrl } from './game-ref.ts';
import { gameArtSizes, gameArtTitle, gameArtVersion } from './game-art.ts';
import { oreToKroner } from '@casino/locale';

// Database rows in the WordPress REST shape the content service speaks (`title.rendered`, `acf` fields...).

/** A title or name as WordPress renders it: HTML-escaped (by hono's `html`, as every page); the client decodes it. */
export const renderedText = (text: string) => String(html`${text}`);

/** `date_gmt`: ISO without milliseconds or zone. */
const gmt = (date: Date) => date.toISOString().slice(0, 19);

type GameRow = typeof games.$inferSelect;
type TermRow = typeof terms.$inferSelect;

export const termRef = (t: Pick<TermRow, 'id' | 'name' | 'slug'>): TermRef => ({
  id: t.id,
  name: renderedText(t.name),
  slug: t.slug,
});

/** Thumbnail for cards, banner for the game page: the game's own artwork, its URL changing with the drawing. */
function gameImages(g: GameRow, gameTerms: TermRow[]) {
  const art = { slug: g.slug, title: g.title, color: g.color, terms: gameTerms.map((t) => t.slug) };
  const title = renderedText(gameArtTitle(art));
  const version = gameArtVersion(art);
  const { thumbnail, banner } = gameArtSizes;
  return [
    { id: g.id * 10 + 1, title, url: `${artUrl(g.slug)}?v=${version}`, ...thumbnail },
    { id: g.id * 10 + 2, title, url: `${artUrl(g.slug)}?format=banner&v=${version}`, ...banner },
  ];
}

/**
 * A game as the whole catalogue's cards send it: the game's wire form with only the fields the client's
 * card schema reads (gameCardWireSchema's own keys, so the answer follows that schema), and of its pictures
 * only the one a card shows (the smallest; the game's page shows the banner from the whole game).
 */
export function gameCardWire(game: GameWire): GameCardWire {
  const pick = <T extends object>(from: T, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((key) => key in from).map((key) => [key, from[key as keyof T]]));
  const { acf, ...top } = gameCardWireSchema.def.shape;
  const images = Array.isArray(game.acf.images) ? game.acf.images : [];
  const card = images.toSorted((a, b) => a.width - b.width)[0];
  return {
    ...pick(game, Object.keys(top)),
    acf: { ...pick(game.acf, Object.keys(acf.def.shape)), images: card ? [card] : [] },
  } as GameCardWire;
}

/**
 * `popularity`: rounds played on the game in the last 30 days; `jackpotOre`: the game's live jackpot pool
 * (its seed when none is given).
 */
export function gameWire(g: GameRow, gameTerms: TermRow[], popularity = 0, jackpotOre = g.jackpotOre): GameWire {
  return {
    id: g.id,
    slug: g.slug,
    date_gmt: gmt(g.publishedAt),
    status: g.isPublished ? 'publish' : 'draft',
    title: { rendered: renderedText(g.title) },
    content: { rendered: g.descriptionHtml },
    categories: gameTerms.filter((t) => t.taxonomy === 'category').map(termRef),
    tags: gameTerms.filter((t) => t.taxonomy === 'tag').map(termRef),
    acf: {
      is_active: g.isActive,
      internal: g.isInternal,
      color: g.color,
      jackpot: jackpotOre === null ? null : oreToKroner(jackpotOre),
      manual: g.manualId,
      achievements: g.achievements,
      // The play page's launch URL arrives with the sandbox game provider (the games issue).
      game_page: null,
      year: g.year,
      volatility: g.volatility,
      betrate_min: oreToKroner(g.betMinOre),
      betrate_max: oreToKroner(g.betMaxOre),
      page_title: g.pageTitle,
      images: gameImages(g, gameTerms),
      popularity,
    },
  };
}

export function manualWire(m: typeof gameManuals.$inferSelect): GameManualWire {
  return { id: m.id, slug: m.slug, title: { rendered: renderedText(m.title) }, content: { rendered: m.contentHtml } };
}

export function termWire(t: TermRow, count: number): TermWire {
  return {
    id: t.id,
    name: renderedText(t.name),
    slug: t.slug,
    count,
    description: t.description,
    taxonomy: t.taxonomy === 'tag' ? 'post_tag' : 'category',
    acf: { visible: t.visible },
  };
}

/** Posts come with their featured image embedded, as with WordPress's `_embed`. */
export function postWire(p: typeof posts.$inferSelect): PostWire {
  return {
    id: p.id,
    slug: p.slug,
    date_gmt: gmt(p.publishedAt),
    title: { rendered: renderedText(p.title) },
    excerpt: { rendered: p.excerptHtml },
    content: { rendered: p.contentHtml },
    _embedded: {
      'wp:featuredmedia': [
        { source_url: postArtUrl(p.slug), alt_text: p.title, media_details: { width: 1200, height: 630 } },
      ],
    },
  };
}

/** WordPress's error body: `{ code, message, data: { status } }`. */
export function wpError(code: string, message: string, status: number, extra: Record<string, unknown> = {}) {
  return { code, message, data: { status }, ...extra };
}

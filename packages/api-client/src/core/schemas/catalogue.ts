import { z } from 'zod/mini';
import { kronerSchema } from './primitives.ts';
import {
  acfNullable,
  escapedTextSchema,
  renderedHtmlSchema,
  renderedTextSchema,
  urlOrPathSchema,
  wordpressGmtDateSchema,
} from './wordpress.ts';

/** A category or tag as embedded in a game (the full term comes from /wp/v2/categories|tags). */
const termRefSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: escapedTextSchema,
  slug: z.string().check(z.minLength(1)),
});
export type TermRef = z.output<typeof termRefSchema>;

/** Spec section 3: images list {id, title, url, height, width} (an ACF gallery item, extra keys dropped). */
const gameImageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: escapedTextSchema,
  url: urlOrPathSchema,
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type GameImage = z.output<typeof gameImageSchema>;

/** A trophy a player can earn in the game (shown on /mine/trofaeer). */
const achievementSchema = z.object({
  id: z.pipe(z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]), z.transform(String)),
  title: escapedTextSchema,
  description: z.string(),
});
export type Achievement = z.output<typeof achievementSchema>;

/** Volatility 1 (low) to 5 (high); ACF may send it as text or leave it empty: default 1 (spec section 3). */
const volatilitySchema = z.pipe(
  acfNullable(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))),
  z.transform((value) => value ?? 1),
);

/** The custom fields of a game post, as ACF exposes them under `acf`. */
const gameFieldsWireSchema = z.object({
  is_active: z.boolean(),
  /** A game made in-house (our sandbox provider) rather than by a third-party studio. */
  internal: z._default(z.boolean(), false),
  color: acfNullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'color must be #rrggbb'))),
  /** The current jackpot pool in kroner; empty when the game has no jackpot. */
  jackpot: acfNullable(kronerSchema.check(z.nonnegative())),
  /** Post id of the game manual (GET rest_route=/casino/v1/game-manual/{id}). */
  manual: acfNullable(z.number().check(z.int(), z.positive())),
  achievements: z.pipe(
    acfNullable(z.array(achievementSchema)),
    z.transform((list) => list ?? []),
  ),
  /** The page the play iframe loads (the game provider's launch URL). */
  game_page: acfNullable(urlOrPathSchema),
  year: acfNullable(z.number().check(z.int(), z.minimum(1970), z.maximum(2100))),
  volatility: volatilitySchema,
  betrate_min: kronerSchema.check(z.nonnegative()),
  betrate_max: kronerSchema.check(z.nonnegative()),
  page_title: acfNullable(z.string()),
  images: z.pipe(
    acfNullable(z.array(gameImageSchema)),
    z.transform((list) => list ?? []),
  ),
  /** Rounds played on the game in the last 30 days: what "most popular" sorts by. */
  popularity: z.pipe(
    acfNullable(z.number().check(z.int(), z.nonnegative())),
    z.transform((value) => value ?? 0),
  ),
});

/** A game as GET /api/content?rest_route=/casino/v1/games sends it (a WordPress custom post type). */
const gameWireSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string().check(z.minLength(1)),
  /** When the game was published (newest first sorts by it); older content may lack it. */
  date_gmt: z.optional(wordpressGmtDateSchema),
  status: z.enum(['publish', 'future', 'draft', 'pending', 'private']),
  title: renderedTextSchema,
  content: renderedHtmlSchema,
  categories: z.array(termRefSchema),
  tags: z.array(termRefSchema),
  acf: gameFieldsWireSchema,
});

/** Some fields of an object schema, as they are (zod's `pick` does the same with more code on every page). */
function shapeOf<Shape extends z.core.$ZodShape, K extends keyof Shape & string>(
  schema: z.ZodMiniObject<Shape>,
  keys: readonly K[],
): Pick<Shape, K> {
  return Object.fromEntries(keys.map((key) => [key, schema.shape[key]])) as Pick<Shape, K>;
}

/**
 * What a game card and the catalogue's filters and sorts read of a game: the game's own wire schema,
 * picked, so it follows every change of it. The whole catalogue comes in this shape, in one answer.
 */
export const gameCardWireSchema = z.object({
  ...shapeOf(gameWireSchema, ['id', 'slug', 'date_gmt', 'status', 'title', 'categories', 'tags']),
  acf: z.object(shapeOf(gameFieldsWireSchema, ['is_active', 'color', 'jackpot', 'images', 'popularity'])),
});
type GameCardWireOutput = z.output<typeof gameCardWireSchema>;

/** The card's fields as components read them; a whole game has these and more. */
const cardFieldsOf = ({ id, slug, date_gmt, status, title, categories, tags, acf }: GameCardWireOutput) => ({
  id,
  slug,
  publishedAt: date_gmt ?? null,
  popularity: acf.popularity,
  title,
  isActive: acf.is_active,
  isPublished: status === 'publish',
  color: acf.color,
  categories,
  tags,
  jackpot: acf.jackpot,
  images: acf.images,
});

/** A game of the whole catalogue (GET rest_route=/casino/v1/game-cards): what cards, filters and sorts read. */
export const gameCardSchema = z.pipe(gameCardWireSchema, z.transform(cardFieldsOf));
export type GameCardWire = z.input<typeof gameCardSchema>;
export type GameCard = z.output<typeof gameCardSchema>;

/** Spec section 3 "Game": the wire shape parsed and reshaped for components. */
export const gameSchema = z.pipe(
  gameWireSchema.check(
    z.refine((game) => game.acf.betrate_min <= game.acf.betrate_max, {
      message: 'betrate_min must not exceed betrate_max',
      path: ['acf', 'betrate_min'],
    }),
  ),
  z.transform((game) => {
    const { content, acf } = game;
    return {
      ...cardFieldsOf(game),
      internal: acf.internal,
      manual: acf.manual,
      achievements: acf.achievements,
      assets: { gamePage: acf.game_page },
      year: acf.year,
      volatility: acf.volatility,
      betrate: { min: acf.betrate_min, max: acf.betrate_max },
      pageTitle: acf.page_title || game.title,
      description: content,
    };
  }),
);
/** What the server sends. */
export type GameWire = z.input<typeof gameSchema>;
/** What components get. */
export type Game = z.output<typeof gameSchema>;

/** GET rest_route=/casino/v1/game-manual/{id}: the game guide page (/spil/{slug}/spillevejledning). */
export const gameManualSchema = z.pipe(
  z.object({
    id: z.number().check(z.int(), z.positive()),
    slug: z.string().check(z.minLength(1)),
    title: renderedTextSchema,
    content: renderedHtmlSchema,
  }),
  z.transform(({ id, slug, title, content }) => ({ id, slug, title, html: content.html, text: content.text })),
);
export type GameManualWire = z.input<typeof gameManualSchema>;
export type GameManual = z.output<typeof gameManualSchema>;

// The content domain's tables: the catalogue of games, its categories and tags, manuals and posts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { at, money, oneOf } from '../db/columns.ts';

/** A trophy a player can earn in a game (stored with the game, shown on /mine/trofaeer). */
export interface GameAchievement {
  id: string;
  title: string;
  description: string;
}

export const termTaxonomies = ['category', 'tag'] as const;

export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey(),
    taxonomy: text('taxonomy', { enum: termTaxonomies }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [oneOf('terms_taxonomy_check', t.taxonomy, termTaxonomies), unique().on(t.taxonomy, t.slug)],
);

export const gameManuals = pgTable('game_manuals', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  modifiedAt: at('modified_at').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    pageTitle: text('page_title').notNull(),
    provider: text('provider').notNull(),
    isActive: boolean('is_active').notNull(),
    isPublished: boolean('is_published').notNull(),
    /** Made by the house (scratch cards) rather than by a game studio. */
    isInternal: boolean('is_internal').notNull(),
    color: text('color').notNull(),
    jackpotOre: money('jackpot_ore'),
    manualId: integer('manual_id').references(() => gameManuals.id),
    achievements: jsonb('achievements').$type<GameAchievement[]>().notNull().default([]),
    year: integer('year').notNull(),
    volatility: integer('volatility').notNull().default(1),
    betMinOre: money('bet_min_ore').notNull(),
    betMaxOre: money('bet_max_ore').notNull(),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    descriptionHtml: text('description_html').notNull(),
    publishedAt: at('published_at').notNull(),
    modifiedAt: at('modified_at').notNull(),
  },
  (t) => [check('games_volatility_check', sql`${t.volatility} BETWEEN 1 AND 5`)],
);

/** The game a row belongs to. */
export const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id);

export const gameTerms = pgTable(
  'game_terms',
  {
    gameId: gameRef(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.termId] }), index('game_terms_term_idx').on(t.termId)],
);

export const posts = pgTable('posts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerptHtml: text('excerpt_html').notNull(),
  contentHtml: text('content_html').notNull(),
  publishedAt: at('published_at').notNull(),
  modifiedAt: at('modified_at').notNull(),
});

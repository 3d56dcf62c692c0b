// The promotions domain's offers: promo codes and the codes a player has entered.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, money } from '../db/columns.ts';
import { games } from '../content/schema.ts';
import { playerRef } from '../players/schema.ts';

/** Danish rules: wagering at most 10 x (deposit + bonus), over at least 60 days; the table refuses anything else. */
export const MAX_WAGERING_MULTIPLIER = 10;
export const MIN_WAGERING_DAYS = 60;

/**
 * An offer and every number of its terms. The text the player reads is composed from these numbers
 * (`promotions/offer.ts`, texts in `@casino/locale`), never stored, so it says what a grant does.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    gameId: integer('game_id').references(() => games.id),
    minPaymentOre: money('min_payment_ore').notNull(),
    freeSpins: integer('free_spins').notNull().default(0),
    bonusAmountOre: money('bonus_amount_ore').notNull().default(0),
    bonusPaymentPercent: integer('bonus_payment_percent').notNull().default(0),
    /** Gennemspilskrav as a multiple of (deposit + bonus); at most MAX_WAGERING_MULTIPLIER by Danish rules. */
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    /** Days a bonus of this code may be wagered; at least MIN_WAGERING_DAYS by Danish rules. */
    wageringDays: integer('wagering_days').notNull().default(60),
    /** The stake of each of the code's bonus spins. */
    freeSpinValueOre: money('free_spin_value_ore').notNull().default(100),
    /** Days the code's bonus spins can be played after the deposit that granted them. */
    freeSpinDays: integer('free_spin_days').notNull().default(7),
    firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
  },
  (t) => [
    check(
      'promo_codes_wagering_multiplier_check',
      sql`${t.wageringMultiplier} BETWEEN 0 AND ${sql.raw(String(MAX_WAGERING_MULTIPLIER))}`,
    ),
    check('promo_codes_wagering_days_check', sql`${t.wageringDays} >= ${sql.raw(String(MIN_WAGERING_DAYS))}`),
    check('promo_codes_free_spin_value_check', sql`${t.freeSpinValueOre} > 0`),
    check('promo_codes_free_spin_days_check', sql`${t.freeSpinDays} > 0`),
  ],
);

/**
 * A promo code the player entered on /promocode: it is theirs for the next qualifying deposit. Once per player
 * and code (the primary key), so a code is applied once.
 */
export const promoCodeClaims = pgTable(
  'promo_code_claims',
  {
    playerId: playerRef(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.promoCodeId] })],
);

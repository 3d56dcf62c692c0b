// The bonuses a player was granted (promotions domain). A deposit names its offer and the bonus it granted
// (payments/schema.ts); a bonus names neither, so payments stands above promotions.
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, money, oneOf, serial } from '../../db/columns.ts';
import { playerRef } from '../../players/schema.ts';
import { promoCodes } from '../schema.ts';

export const promoCodeUsageStatuses = ['active', 'completed', 'forfeited'] as const;

export const promoCodeUsages = pgTable(
  'promo_code_usages',
  {
    id: serial('id'),
    playerId: playerRef(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    status: text('status', { enum: promoCodeUsageStatuses }).notNull(),
    wageringRequiredOre: money('wagering_required_ore').notNull().default(0),
    wageredOre: money('wagered_ore').notNull().default(0),
    startedAt: at('started_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** The bonus granted: locked (not withdrawable) while the wagering is incomplete. */
    bonusAmountOre: money('bonus_amount_ore').notNull().default(0),
  },
  (t) => [
    oneOf('promo_code_usages_status_check', t.status, promoCodeUsageStatuses),
    unique().on(t.playerId, t.promoCodeId),
  ],
);

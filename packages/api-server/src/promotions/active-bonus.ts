import { and, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import { promoCodeUsages } from './bonuses/schema.ts';

/**
 * The one definition of a player's active bonus, as a filter on promo code usages: used, status 'active'
 * and its wagering requirement not yet met. `deadline` picks those still within their (at least 60) days at
 * `now`, or those whose time ran out and that are forfeited the moment money is about to leave.
 */
export function activeBonusFilter(
  playerId: number | 'everyone',
  now: Date,
  deadline: 'running' | 'expired' = 'running',
): SQL {
  return and(
    playerId === 'everyone' ? undefined : eq(promoCodeUsages.playerId, playerId),
    eq(promoCodeUsages.status, 'active'),
    lt(promoCodeUsages.wageredOre, promoCodeUsages.wageringRequiredOre),
    deadline === 'running' ? gt(promoCodeUsages.expiresAt, now) : lte(promoCodeUsages.expiresAt, now),
  )!;
}

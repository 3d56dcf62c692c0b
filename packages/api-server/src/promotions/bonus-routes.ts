import type { ActiveBonus } from '@casino/api-client/profile';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { payments, promoCodeUsages, promoCodes } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { activeBonusFilter } from './active-bonus.ts';
import { oreToKroner } from '@casino/locale';
import { described } from '../http/openapi.ts';

/**
 * GET bonuses (/profile/bonus-progress): each bonus still being wagered, soonest to expire first. The games'
 * rounds count towards it as they settle (games/wagering.ts); this only reads.
 */
export function bonusRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/bonuses',
    described(
      'Each bonus being wagered (`activeBonusesSchema`): wagering required, wagered, remaining, deposit, multiplier and expiry',
    ),
    async (c) => {
      const rows = await db
        .select({
          usage: promoCodeUsages,
          code: promoCodes.code,
          multiplier: promoCodes.wageringMultiplier,
          depositOre: payments.amountOre,
        })
        .from(promoCodeUsages)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUsages.promoCodeId))
        .leftJoin(payments, eq(payments.id, promoCodeUsages.paymentId))
        .where(activeBonusFilter(c.var.player.id, new Date()))
        .orderBy(asc(promoCodeUsages.expiresAt));
      return c.json(
        rows.map(({ usage, code, multiplier, depositOre }): ActiveBonus => {
          const times = Math.max(1, multiplier);
          // The requirement is times x (deposit + bonus). Without its payment (a bonus granted by hand), or when
          // bonus-spin wins joined the bonus after the payment (games/free-spins/bonus-win.ts), the deposit the
          // requirement counts follows from the requirement itself.
          const fromRequirement = usage.wageringRequiredOre / times - usage.bonusAmountOre;
          const deposit =
            depositOre !== null && times * (depositOre + usage.bonusAmountOre) === usage.wageringRequiredOre
              ? depositOre
              : fromRequirement;
          return {
            id: String(usage.id),
            code,
            bonusAmount: oreToKroner(usage.bonusAmountOre),
            depositAmount: oreToKroner(Math.max(0, deposit)),
            multiplier: times,
            wageringRequired: oreToKroner(usage.wageringRequiredOre),
            wagered: oreToKroner(usage.wageredOre),
            remaining: oreToKroner(usage.wageringRequiredOre - usage.wageredOre),
            startedAt: usage.startedAt.toISOString(),
            expiresAt: usage.expiresAt.toISOString(),
          };
        }),
      );
    },
  );
  return app;
}

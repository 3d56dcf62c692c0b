import type { ActiveBonus } from '@casino/api-client/profile';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { bonusProgressOf, type DepositsOfBonuses } from '../bonus-progress.ts';
import { oreToKroner } from '@casino/locale';
import { described } from '../../http/openapi.ts';

/** GET bonuses (/profile/bonus-progress): each bonus still being wagered, soonest to expire first. */
export function bonusRoutes({
  db,
  depositsOfBonuses,
}: RouteDeps & { depositsOfBonuses: DepositsOfBonuses }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/bonuses',
    described(
      'Each bonus being wagered (`activeBonusesSchema`): wagering required, wagered, remaining, deposit, multiplier and expiry',
    ),
    async (c) =>
      c.json(
        (await bonusProgressOf(db, c.var.player.id, new Date(), depositsOfBonuses)).map(
          ({ usage, code, multiplier, depositOre }): ActiveBonus => ({
            id: String(usage.id),
            code,
            bonusAmount: oreToKroner(usage.bonusAmountOre),
            depositAmount: oreToKroner(depositOre),
            multiplier,
            wageringRequired: oreToKroner(usage.wageringRequiredOre),
            wagered: oreToKroner(usage.wageredOre),
            remaining: oreToKroner(usage.wageringRequiredOre - usage.wageredOre),
            startedAt: usage.startedAt.toISOString(),
            expiresAt: usage.expiresAt.toISOString(),
          }),
        ),
      ),
  );
  return app;
}

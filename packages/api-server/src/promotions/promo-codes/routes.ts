import {
  promoCodeRedeemRequestSchema,
  type IncompletePromoCodeUsages,
  type ProfilePromoCodes,
  type PromoCodeRedeemResult,
} from '@casino/api-client/profile';
import { profileTexts } from '@casino/locale/profile';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson } from '../../http/validate.ts';
import { hasIncompleteUsage, nextPromoCodeFor, type FreeSpinsOf } from '../next-promo-code.ts';
import { claimPromoCode } from '../promo-code-claims.ts';
import { described } from '../../http/openapi.ts';

const refusals = profileTexts.bonuses.redeem.validation;
const refusal = (message: string) => ({ error: message, issues: [{ path: ['code'], message, code: 'custom' }] });

/** GET promocodes and hasIncompletePromoCodeUsages; POST promocodes/redeem. The bonus spins are the games'. */
export function promoCodeRoutes({ db, freeSpinsOf }: RouteDeps & { freeSpinsOf: FreeSpinsOf }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/promocodes',
    described('`{ nextPromoCode, freeSpins }`: the offer of the next qualifying deposit and the bonus spins'),
    async (c) => {
      const playerId = c.var.player.id;
      const [nextPromoCode, freeSpins] = await Promise.all([nextPromoCodeFor(db, playerId), freeSpinsOf(db, playerId)]);
      return c.json({ nextPromoCode, freeSpins } satisfies ProfilePromoCodes);
    },
  );
  app.get('/hasIncompletePromoCodeUsages', described('`{ hasIncomplete }`: a bonus still being wagered'), async (c) =>
    c.json({ hasIncomplete: await hasIncompleteUsage(db, c.var.player.id) } satisfies IncompletePromoCodeUsages),
  );

  app.post(
    '/promocodes/redeem',
    described(
      'Enters a promo code (`{ code }`, spaces ignored, upper-cased): `{ code, nextPromoCode }`, the offer of the next qualifying deposit, once per player; 404 unknown, 400 expired or first deposit only, 409 already entered or used',
    ),
    validJson(promoCodeRedeemRequestSchema),
    async (c) => {
      const { code } = c.req.valid('json');
      const playerId = c.var.player.id;
      const claim = await claimPromoCode(db, playerId, code, new Date());
      if (claim.refused === 'unknown') return c.json(refusal(refusals.unknown), 404);
      if (claim.refused === 'used') return c.json(refusal(refusals.used), 409);
      if (claim.refused) return c.json(refusal(refusals[claim.refused]), 400);
      return c.json({
        code: claim.code,
        nextPromoCode: await nextPromoCodeFor(db, playerId),
      } satisfies PromoCodeRedeemResult);
    },
  );
  return app;
}

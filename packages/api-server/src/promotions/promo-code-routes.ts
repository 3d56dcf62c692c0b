import {
  promoCodeRedeemRequestSchema,
  type IncompletePromoCodeUsages,
  type ProfilePromoCodes,
  type PromoCodeRedeemResult,
} from '@casino/api-client/profile';
import { profileTexts } from '@casino/locale/profile';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { promoCodeClaims, promoCodeUsages, promoCodes } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { validJson } from '../http/validate.ts';
import { freeSpinsOf, hasDeposited, hasIncompleteUsage, nextPromoCodeFor, runningAt } from './next-promo-code.ts';
import { described } from '../http/openapi.ts';

const refusals = profileTexts.bonuses.redeem.validation;
const refusal = (message: string) => ({ error: message, issues: [{ path: ['code'], message, code: 'custom' }] });

/** GET promocodes and hasIncompletePromoCodeUsages; POST promocodes/redeem. */
export function promoCodeRoutes({ db }: RouteDeps): Hono<AppEnv> {
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

  // A code entered on /promocode becomes the offer of the player's next qualifying deposit, once per player:
  // a code already entered or used is refused, and the claim's primary key holds that under concurrency too.
  app.post(
    '/promocodes/redeem',
    described(
      'Enters a promo code (`{ code }`, spaces ignored, upper-cased): `{ code, nextPromoCode }`, the offer of the next qualifying deposit, once per player; 404 unknown, 400 expired or first deposit only, 409 already entered or used',
    ),
    validJson(promoCodeRedeemRequestSchema),
    async (c) => {
      const { code } = c.req.valid('json');
      const playerId = c.var.player.id;
      const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      if (!promo) return c.json(refusal(refusals.unknown), 404);
      const [running] = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(and(eq(promoCodes.id, promo.id), runningAt(new Date())));
      if (!running) return c.json(refusal(refusals.expired), 400);
      if (promo.firstDepositOnly && (await hasDeposited(db, playerId)))
        return c.json(refusal(refusals.firstDepositOnly), 400);
      const [used] = await db
        .select({ id: promoCodeUsages.id })
        .from(promoCodeUsages)
        .where(and(eq(promoCodeUsages.playerId, playerId), eq(promoCodeUsages.promoCodeId, promo.id)));
      const claimed = used
        ? []
        : await db
            .insert(promoCodeClaims)
            .values({ playerId, promoCodeId: promo.id })
            .onConflictDoNothing()
            .returning({ at: promoCodeClaims.claimedAt });
      if (claimed.length === 0) return c.json(refusal(refusals.used), 409);
      return c.json({
        code: promo.code,
        nextPromoCode: await nextPromoCodeFor(db, playerId),
      } satisfies PromoCodeRedeemResult);
    },
  );
  return app;
}

import type { IncompletePromoCodeUsages, ProfilePromoCodes } from '@casino/api-client';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { freeSpinsOf, hasIncompleteUsage, nextPromoCodeFor } from '../../promotions/next-promo-code.ts';

/** GET promocodes and hasIncompletePromoCodeUsages. */
export function promoCodeRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/promocodes', async (c) => {
    const playerId = c.var.player.id;
    const [nextPromoCode, freeSpins] = await Promise.all([nextPromoCodeFor(db, playerId), freeSpinsOf(db, playerId)]);
    return c.json({ nextPromoCode, freeSpins } satisfies ProfilePromoCodes);
  });
  app.get('/hasIncompletePromoCodeUsages', async (c) =>
    c.json({ hasIncomplete: await hasIncompleteUsage(db, c.var.player.id) } satisfies IncompletePromoCodeUsages),
  );
  return app;
}

import type { Jackpots } from '@casino/api-client';
import { oreToKroner } from '@casino/locale';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { listedJackpots } from './live-jackpots.ts';
import { described } from '../../http/openapi.ts';

/**
 * GET /api/jackpots (public): every listed jackpot game's pool as it stands now. Never cached: it is the live
 * figure the lobby and the game pages poll, while the catalogue around it is cached for a minute.
 */
export function jackpotRoutes({ db, environment }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', described('The jackpot pools and their amounts now (`jackpotsSchema`)'), async (c) => {
    const jackpots = await listedJackpots(db, environment);
    c.header('cache-control', 'no-store');
    return c.json({
      jackpots: jackpots.map((j) => ({ slug: j.slug, amount: oreToKroner(j.amountOre) })),
    } satisfies Jackpots);
  });
  return app;
}

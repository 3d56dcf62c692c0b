import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { accountLockRoutes } from './account-locks/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { bonusRoutes } from '../promotions/bonuses/routes.ts';
import { playerGamesRoutes } from '../games/player-games/routes.ts';
import { passwordRoutes } from './password/routes.ts';
import { promoCodeRoutes } from '../promotions/promo-codes/routes.ts';
import { showUpdateRoutes } from './profile/routes.ts';
import { playerWinsRoutes } from '../wins/routes.ts';

/** Every /api/proxy/profiles/* call of spec section 7 (behind requireSession and the CSRF check). */
export function profileRoutes(
  deps: RouteDeps & Parameters<typeof promoCodeRoutes>[0] & Parameters<typeof bonusRoutes>[0],
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const routes of [
    showUpdateRoutes,
    passwordRoutes,
    addressRoutes,
    playerGamesRoutes,
    accountLockRoutes,
    promoCodeRoutes,
    bonusRoutes,
    playerWinsRoutes,
  ])
    app.route('/', routes(deps));
  return app;
}

import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { accountLockRoutes } from './profile/account-locks.ts';
import { addressRoutes } from './profile/address.ts';
import { bonusRoutes } from './profile/bonuses.ts';
import { playerGamesRoutes } from './profile/games.ts';
import { passwordRoutes } from './profile/password.ts';
import { promoCodeRoutes } from './profile/promo-codes.ts';
import { showUpdateRoutes } from './profile/show-update.ts';
import { playerWinsRoutes } from './wins.ts';

/** Every /api/proxy/profiles/* call of spec section 7 (behind requireSession and the CSRF check). */
export function profileRoutes(deps: RouteDeps): Hono<AppEnv> {
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

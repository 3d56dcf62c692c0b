import type { RegisteredAddress } from '@casino/api-client/profile';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { loadPlayer } from '../accounts.ts';
import { messages } from '../../messages.ts';
import { described } from '../../http/openapi.ts';

/**
 * GET address: read-only, the CPR address MitID gave at sign-up or at the latest login with MitID; a change is made
 * in CPR (borger.dk), never here. An account MitID never gave one (a support agent) has none.
 */
export function addressRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/address',
    described('The address from the national register (CPR), read-only (`registeredAddressSchema`)'),
    async (c) => {
      const player = await loadPlayer(db, c.var.player.id);
      const { addressStreet: street, addressPostalCode: postalCode, addressCity: city } = player;
      if (!street || !postalCode || !city) return c.json({ error: messages.notFound }, 404);
      return c.json({
        street,
        postalCode,
        city,
        source: 'CPR',
        lookedUpAt: (player.addressFromMitidAt ?? player.createdAt).toISOString(),
      } satisfies RegisteredAddress);
    },
  );
  return app;
}

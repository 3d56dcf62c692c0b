import type { RegisteredAddress } from '@casino/api-client/profile';
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';
import { loadPlayer } from './profile-routes.ts';

/** Streets and towns of the sandbox register. */
const streets = ['Vesterbrogade', 'Nørregade', 'Strandvejen', 'Algade', 'Søndergade', 'Østergade', 'Skolevej'];
const towns = [
  ['1620', 'København V'],
  ['5000', 'Odense C'],
  ['8000', 'Aarhus C'],
  ['9000', 'Aalborg'],
  ['6700', 'Esbjerg'],
  ['4000', 'Roskilde'],
] as const;

/**
 * The sandbox stand-in for the national register (CPR), which a licensed site queries with the player's CPR
 * number at sign-up and MitID sign-in: the same customer always lives at the same made-up address.
 */
export function sandboxCprAddress(customerNo: string): Pick<RegisteredAddress, 'street' | 'postalCode' | 'city'> {
  const digest = createHash('sha256').update(customerNo).digest();
  const [postalCode, city] = towns[digest[1]! % towns.length]!;
  return { street: `${streets[digest[0]! % streets.length]} ${(digest[2]! % 98) + 1}`, postalCode, city };
}

/** GET address: read-only; a change is made in CPR (borger.dk), never here. */
export function addressRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/address', async (c) => {
    const player = await loadPlayer(db, c.var.player.id);
    return c.json({
      ...sandboxCprAddress(player.customerNo),
      source: 'CPR',
      // Looked up at the latest sign-in (MitID in production).
      lookedUpAt: (player.lastLoginAt ?? player.createdAt).toISOString(),
    } satisfies RegisteredAddress);
  });
  return app;
}

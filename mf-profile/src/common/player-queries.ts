import { authedQuery, type AuthGate, queryKeys } from '@casino/api-client';
import { getActiveBonuses, getRegisteredAddress } from '@casino/api-client/profile';

/**
 * The profile remote's own reads, keyed under the player (queryKeys.player) so sign-out, a lock or a deletion
 * forgets them with the rest of the player's data.
 */
export const registeredAddressQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, [...queryKeys.player, 'registeredAddress'], ({ signal }) =>
    getRegisteredAddress({ signal }),
  );

export const activeBonusesQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, [...queryKeys.player, 'activeBonuses'], ({ signal }) =>
    getActiveBonuses({ signal }),
  );

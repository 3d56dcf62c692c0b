import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type AuthGate, type HttpResult } from '@casino/api-client';
import { getActiveBonuses, getRegisteredAddress } from '@casino/api-client/profile';

const dataOf = <T>(result: HttpResult<T>): T | null => result.data;

/**
 * The profile remote's own reads, keyed under the player (queryKeys.player) so sign-out, a lock or a deletion
 * forgets them with the rest of the player's data.
 */
export const registeredAddressQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    queryKey: [...queryKeys.player, 'registeredAddress'],
    queryFn: ({ signal }) => getRegisteredAddress({ signal }).then(dataOf),
    enabled: isAuthenticated,
  });

export const activeBonusesQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    queryKey: [...queryKeys.player, 'activeBonuses'],
    queryFn: ({ signal }) => getActiveBonuses({ signal }).then(dataOf),
    enabled: isAuthenticated,
  });

// '@casino/api-client/profile': the queries and hooks of the profile's promo code pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, queryKeys, type AuthGate } from '@casino/api-client';
import { getProfilePromoCodes, hasIncompletePromoCodeUsages } from './calls.ts';

export const incompletePromoCodeUsagesQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    queryKey: queryKeys.incompletePromoCodeUsages,
    queryFn: ({ signal }) => hasIncompletePromoCodeUsages({ signal }).then(dataOf),
    enabled: isAuthenticated,
  });

export const profilePromoCodesQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    queryKey: queryKeys.promoCodes,
    queryFn: ({ signal }) => getProfilePromoCodes({ signal }).then(dataOf),
    enabled: isAuthenticated,
  });

export const useIncompletePromoCodeUsages = (gate: AuthGate) => useQuery(incompletePromoCodeUsagesQuery(gate));
export const useProfilePromoCodes = (gate: AuthGate) => useQuery(profilePromoCodesQuery(gate));

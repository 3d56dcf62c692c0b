// '@casino/api-client/profile': the queries and hooks of the profile's promo code pages.
import { useQuery } from '@tanstack/react-query';
import { authedQuery, type AuthGate, queryKeys } from '@casino/api-client';
import { getProfilePromoCodes, hasIncompletePromoCodeUsages } from './calls.ts';

export const incompletePromoCodeUsagesQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.incompletePromoCodeUsages, ({ signal }) =>
    hasIncompletePromoCodeUsages({ signal }),
  );

export const profilePromoCodesQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.promoCodes, ({ signal }) => getProfilePromoCodes({ signal }));

export const useIncompletePromoCodeUsages = (gate: AuthGate) => useQuery(incompletePromoCodeUsagesQuery(gate));
export const useProfilePromoCodes = (gate: AuthGate) => useQuery(profilePromoCodesQuery(gate));

import { useQuery } from '@tanstack/react-query';
import { getSafeDay, getSafeDays } from '@casino/api-client/compliance';

/** Under the signed-in account's key, so signing out forgets them with the rest. */
export const complianceKeys = {
  days: ['player', 'compliance', 'safe-days'] as const,
  day: (day: string) => ['player', 'compliance', 'safe-day', day] as const,
};

/** The days reported to SAFE, newest first; a 403 means the account lacks the compliance role. */
export function useSafeDays(enabled: boolean) {
  return useQuery({
    queryKey: complianceKeys.days,
    queryFn: async ({ signal }) => (await getSafeDays({ signal })).data ?? [],
    enabled,
  });
}

/** One day's files, each verified against SAFE when asked, and its End Of Day against the ledger. */
export function useSafeDay(day: string | null) {
  return useQuery({
    queryKey: complianceKeys.day(day ?? ''),
    queryFn: async ({ signal }) => (await getSafeDay(day!, { signal })).data,
    enabled: day !== null,
  });
}

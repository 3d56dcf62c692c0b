import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The query of the current URL (read only: the site changes it by navigating). react-router's
 * useSearchParams lives in the module of its framework mode, which ships whole (links.tsx).
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { activeCampaignTheme, routeTable, themeAtom, type ThemeCampaign, type ThemeName } from '@casino/platform';
import { applyTheme, themeNames } from '@casino/ui';
import { themeCampaigns } from './campaigns.ts';

/**
 * Spec section 4: the play page always uses the default theme; otherwise the `theme` query wins,
 * then the theme of an active campaign, else default.
 */
export function chooseTheme(
  pathname: string,
  search: string,
  campaigns: readonly ThemeCampaign[] = [],
  now: Date | number = Date.now(),
): ThemeName {
  if (matchPath(routeTable.play.path, pathname)) return 'default';
  const requested = new URLSearchParams(search).get('theme');
  return themeNames.find((name) => name === requested) ?? activeCampaignTheme(campaigns, now);
}

/** Re-evaluates the theme on every completed route change. */
export function useRouteTheme(campaigns: readonly ThemeCampaign[] = themeCampaigns): void {
  const { pathname, search } = useLocation();
  const setTheme = useSetAtom(themeAtom);
  useEffect(() => {
    const theme = chooseTheme(pathname, search, campaigns);
    setTheme(theme);
    applyTheme(theme);
  }, [pathname, search, campaigns, setTheme]);
}

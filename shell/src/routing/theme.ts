import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { themeAtom, type ThemeName } from '@casino/platform';
import { applyTheme, themeNames } from '@casino/ui';

const playPage = /^\/spil\/[^/]+\/spil\/?$/;

/** Spec section 4: the `theme` query wins; the play page always uses the default theme. */
export function chooseTheme(pathname: string, search: string): ThemeName {
  if (playPage.test(pathname)) return 'default';
  const requested = new URLSearchParams(search).get('theme');
  return themeNames.find((name) => name === requested) ?? 'default';
}

/** Re-evaluates the theme on every completed route change. */
export function useRouteTheme(): void {
  const { pathname, search } = useLocation();
  const setTheme = useSetAtom(themeAtom);
  useEffect(() => {
    const theme = chooseTheme(pathname, search);
    setTheme(theme);
    applyTheme(theme);
  }, [pathname, search, setTheme]);
}

import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { texts } from '@casino/locale';
import { isFarewellState, paths, sessionAtom, signInUrlFor } from '@casino/platform';

/** The sign-in address for a page that needs a session: the platform's, shared with the games' play pages. */
export { signInUrlFor };

/** Path prefixes only a logged-in player may open (spec section 6: profile and promo code data). */
export const protectedPrefixes = [paths.profile, paths.mine, paths.promoCode] as const;

export function isProtectedPath(pathname: string): boolean {
  return protectedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Renders its children for a logged-in player; sends anyone else to sign in and back. A page that has just
 * signed the player out on purpose (a lock, a deletion: farewellState) stays, to say goodbye.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'loading') return <p role="status">{texts.region.loading}</p>;
  if (session.status === 'unauthenticated' && !isFarewellState(location.state))
    return <Navigate to={signInUrlFor(location)} replace />;
  return <>{children}</>;
}

/** Wraps a route element in the guard when its path is protected. */
export function GuardedByPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isProtectedPath(pathname) ? <RequireSession>{children}</RequireSession> : <>{children}</>;
}

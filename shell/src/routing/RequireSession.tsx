import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isFarewellState, needsSession, signInUrlFor } from '@casino/platform';
import { useServerRenderedSession } from '../session/useServerRenderedSession.ts';

/** The sign-in address for a page that needs a session: the platform's, shared with the games' play pages. */
export { signInUrlFor };

/**
 * Whether only a logged-in player may open a path (spec section 6: profile and promo code data): the
 * route table's `session`, which a path the table does not know takes from the area it is in.
 */
export const isProtectedPath = needsSession;

/**
 * Renders its children for a logged-in player; sends anyone else to sign in and back. A page that has just
 * signed the player out on purpose (a lock, a deletion: farewellState) stays, to say goodbye. While the
 * session is not known yet (and always on the server, which knows no visitor) the page shows its frame: its
 * heading and the skeleton of what the player's data fills in, which it asks for only once signed in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useServerRenderedSession();
  const location = useLocation();
  if (session.status === 'unauthenticated' && !isFarewellState(location.state))
    return <Navigate to={signInUrlFor(location)} replace />;
  return <>{children}</>;
}

/** Wraps a route element in the guard when its path is protected. */
export function GuardedByPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isProtectedPath(pathname) ? <RequireSession>{children}</RequireSession> : <>{children}</>;
}

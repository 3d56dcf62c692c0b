import { useAtomValue } from 'jotai';
import { sessionAtom, type SessionSnapshot } from '@casino/platform';

/** The session and the gate every player query takes (spec section 6: fetched only when authenticated). */
export function useSignedIn(): { session: SessionSnapshot; isAuthenticated: boolean } {
  const session = useAtomValue(sessionAtom);
  return { session, isAuthenticated: session.status === 'authenticated' };
}

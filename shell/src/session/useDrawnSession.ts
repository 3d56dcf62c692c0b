import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { sessionAtom, type SessionSnapshot } from '@casino/platform';

const unchanging = () => () => {};
/** The session the server draws pages with, the atom's first value: it never knows the visitor. */
const drawnSession: SessionSnapshot = sessionAtom.init;

/**
 * The session, except while React hydrates a page the server drew: then the server's "not known yet", so the
 * first render matches the drawn HTML even when the session's answer arrived first; React renders again with
 * the real session right after (the store's server snapshot is read only while hydrating).
 */
export function useDrawnSession(): SessionSnapshot {
  const session = useAtomValue(sessionAtom);
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  return hydrating ? drawnSession : session;
}

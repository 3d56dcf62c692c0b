import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { sessionAtom, type SessionSnapshot } from '@casino/platform';

const unchanging = () => () => {};
/** The session the server renders pages with, the atom's first value: it never knows the visitor. */
const serverRenderedSession: SessionSnapshot = sessionAtom.init;

/**
 * The session, except while React hydrates a page the server rendered: then the server's "not known yet", so the
 * first render matches the server-rendered HTML even when the session's answer arrived first; React renders again with
 * the real session right after (the store's server snapshot is read only while hydrating).
 */
export function useServerRenderedSession(): SessionSnapshot {
  const session = useAtomValue(sessionAtom);
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  return hydrating ? serverRenderedSession : session;
}

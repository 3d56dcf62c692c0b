import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { texts } from '@casino/locale';
import { sessionAtom } from '@casino/platform';
import { serverTimeOffsetAtom } from '../session/atoms.ts';
import { formatElapsed } from '../session/server-time.ts';
import styles from './SessionClock.module.css';

/** Milliseconds since login by the server's clock: device time corrected by the server offset. */
export function elapsedSinceLogin(loggedInAt: string, serverOffsetMs: number, deviceNow: number): number {
  return deviceNow + serverOffsetMs - Date.parse(loggedInAt);
}

/**
 * The session clock Danish rules require (DOMAIN.md): 'Spilletid hh:mm:ss' from login by server
 * time, always visible while logged in. It has no close button and sits in a sticky bar.
 */
export function SessionClock() {
  const session = useAtomValue(sessionAtom);
  const offset = useAtomValue(serverTimeOffsetAtom);
  const [now, setNow] = useState(() => Date.now());
  const loggedIn = session.status === 'authenticated';

  useEffect(() => {
    if (!loggedIn) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [loggedIn]);

  if (session.status !== 'authenticated') return null;
  const elapsed = formatElapsed(elapsedSinceLogin(session.loggedInAt, offset, now));
  return (
    <div className={styles.clock} role="timer" aria-label={texts.shell.sessionClock.description} data-session-clock="">
      <span className={styles.label}>{texts.shell.sessionClock.label}</span>{' '}
      <time className={styles.time} dateTime={`PT${elapsed.replace(/:/u, 'H').replace(/:/u, 'M')}S`}>
        {elapsed}
      </time>
    </div>
  );
}

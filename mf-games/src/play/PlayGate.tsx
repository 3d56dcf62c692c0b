import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { GameSession } from '@casino/api-client/play';
import { texts } from '@casino/locale';
import { gamePageTexts } from '@casino/locale/games';
import { AppLink, paths, signInUrlFor } from '@casino/platform';
import { RegionFallback, RegionLoading } from '@casino/ui';
import frame from './GameFrame.module.css';
import styles from './PlayGate.module.css';
import { usePlaySession } from './usePlaySession.ts';

const playTexts = gamePageTexts.play;

/**
 * Lets only a player who may play reach the game: signed out goes to sign in (error=SessionRequired),
 * no deposit limits goes to set them first, a paused or excluded player reads why and gets no game.
 */
export function PlayGate({ slug, children }: { slug: string; children: (session: GameSession) => ReactNode }) {
  const play = usePlaySession(slug);
  const location = useLocation();
  switch (play.state) {
    case 'checking':
      // The game's frame and its tools' row, empty: the page is rendered on the server, and the game takes
      // their place without moving the page.
      return (
        <div className={frame.play}>
          <RegionLoading label={playTexts.starting} className={frame.frameSkeleton} />
          <div className={frame.toolsSkeleton} />
        </div>
      );
    case 'signedOut':
      return <Navigate to={signInUrlFor(location)} replace />;
    case 'limitsRequired':
      return <Navigate to={paths.limits} replace />;
    case 'blocked':
      return (
        <div role="alert" className={styles.blocked}>
          <h2>{playTexts.blockedTitle}</h2>
          <p>{play.reason}</p>
          <p className={styles.links}>
            <AppLink to={paths.lock}>{playTexts.lockLink}</AppLink>
            <AppLink to={paths.help}>{playTexts.helpLink}</AppLink>
          </p>
        </div>
      );
    case 'failed':
      return <RegionFallback message={playTexts.failed} retryLabel={texts.region.retry} onRetry={play.retry} />;
    case 'ready':
      return <>{children(play.session)}</>;
  }
}

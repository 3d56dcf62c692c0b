import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { sessionAtom } from '@casino/platform';
import { withoutHandledQueryFlags } from '../behaviours/query-flags.ts';
import { useSessionSync } from '../session/useSessionSync.ts';
import { ConsentQuestion } from './ConsentQuestion.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useHeaderEdgeVariable } from './useHeaderEdgeVariable.ts';
import { useLayoutFlag } from './useLayoutFlag.ts';
import { useTagManager } from './useTagManager.ts';

const PlayerBehaviours = lazy(() =>
  import('./PlayerBehaviours.tsx').then((module) => ({ default: module.PlayerBehaviours })),
);

/**
 * A signed-in player or a one-shot query flag (a payment return, justLoggedIn, justSignedUp) needs the
 * player behaviours; once loaded they stay, as they always did.
 */
function useNeedsPlayerBehaviours(): boolean {
  const { search } = useLocation();
  const signedIn = useAtomValue(sessionAtom).status === 'authenticated';
  const wanted = signedIn || withoutHandledQueryFlags(search) !== search;
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  return needed || wanted;
}

/**
 * Every site-wide behaviour of spec sections 2, 4 and 8, mounted once inside the router, before the
 * page: the consent question is the first thing the keyboard reaches.
 */
export function SiteBehaviours() {
  useSessionSync();
  useLayoutFlag();
  useTagManager();
  useHeaderEdgeVariable();
  const playerBehaviours = useNeedsPlayerBehaviours();
  return (
    <>
      <NavigationProgress />
      {playerBehaviours && (
        <Suspense fallback={null}>
          <PlayerBehaviours />
        </Suspense>
      )}
      <ConsentQuestion />
      <OfflineBanner />
    </>
  );
}

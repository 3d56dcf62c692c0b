import { useSessionSync } from '../session/useSessionSync.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useMarketingReminder } from './useMarketingReminder.ts';
import { useQueryFlagEffects } from './useQueryFlagEffects.ts';
import { useSystemNotificationToasts } from './useSystemNotificationToasts.ts';
import { useHeaderEdgeVariable } from './useHeaderEdgeVariable.ts';
import { useTagManager } from './useTagManager.ts';

/**
 * Every site-wide behaviour of spec sections 2, 4 and 8, mounted once inside the router, before the
 * page: the consent question is the first thing the keyboard reaches.
 */
export function SiteBehaviours() {
  useSessionSync();
  useQueryFlagEffects();
  useSystemNotificationToasts();
  useMarketingReminder();
  useTagManager();
  useHeaderEdgeVariable();
  return (
    <>
      <NavigationProgress />
      <ConsentBanner />
      <OfflineBanner />
    </>
  );
}

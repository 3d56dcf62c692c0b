import { useSessionSync } from '../session/useSessionSync.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { useMarketingReminder } from './useMarketingReminder.ts';
import { useOfflineToast } from './useOfflineToast.ts';
import { useQueryFlagEffects } from './useQueryFlagEffects.ts';
import { useSystemNotificationToasts } from './useSystemNotificationToasts.ts';
import { useHeaderEdgeVariable } from './useHeaderEdgeVariable.ts';
import { useTagManager } from './useTagManager.ts';

/** Every site-wide behaviour of spec sections 2, 4 and 8, mounted once inside the router. */
export function SiteBehaviours() {
  useSessionSync();
  useQueryFlagEffects();
  useOfflineToast();
  useSystemNotificationToasts();
  useMarketingReminder();
  useTagManager();
  useHeaderEdgeVariable();
  return <NavigationProgress />;
}

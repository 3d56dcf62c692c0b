import { useMarketingReminder } from './useMarketingReminder.ts';
import { useQueryFlagEffects } from './useQueryFlagEffects.ts';
import { useSystemNotificationToasts } from './useSystemNotificationToasts.ts';

/**
 * The behaviours that need a signed-in player or a one-shot query flag (spec sections 2 and 4):
 * loaded only when one is there (SiteBehaviours), so a visitor's first paint does not carry them.
 */
export function PlayerBehaviours(): null {
  useQueryFlagEffects();
  useSystemNotificationToasts();
  useMarketingReminder();
  return null;
}

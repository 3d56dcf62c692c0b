import { usePlayer } from '@casino/platform';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSystemNotifications } from '@casino/api-client';
import { texts } from '@casino/locale';
import {
  loadShownNotificationIds,
  saveShownNotificationIds,
  selectNotificationsToShow,
} from '../behaviours/system-notifications.ts';

/**
 * Spec section 4: system notifications are requested once the user is loaded; each id is shown
 * once, ever, in this browser, as a persistent toast titled 'Besked fra produktet' with a close button.
 */
export function useSystemNotificationToasts(): void {
  const { isAuthenticated, profile } = usePlayer();
  const { data } = useSystemNotifications({ isAuthenticated: isAuthenticated && profile !== null });

  useEffect(() => {
    if (!data || data.length === 0) return;
    const { toShow, shownIds } = selectNotificationsToShow(data, loadShownNotificationIds());
    if (toShow.length === 0) return;
    saveShownNotificationIds(shownIds);
    for (const notification of toShow) {
      toast.info(texts.shell.systemNotification.title, {
        id: `system-notification-${notification.id}`,
        description: notification.message,
        duration: Infinity,
        closeButton: true,
      });
    }
  }, [data]);
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { toast } from '@casino/ui/toast';
import { useSystemNotifications } from '@casino/api-client';
import { texts } from '@casino/locale';
import { sessionAtom, usePlayer } from '@casino/platform';
import {
  loadShownNotificationIds,
  saveShownNotificationIds,
  selectNotificationsToShow,
} from '../behaviours/system-notifications.ts';
import { notificationsHandledForAtom } from './atoms.ts';
import { toastTurns } from './toast-turns.ts';

/**
 * Spec section 4: system notifications are requested once the user is loaded; each id is shown
 * once, ever, in this browser, as a persistent toast titled 'Besked fra produktet' with a close button.
 * They take their turns after the welcome toast and before the marketing reminder.
 */
export function useSystemNotificationToasts(): void {
  const { isAuthenticated, profile } = usePlayer();
  const session = useAtomValue(sessionAtom);
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const setHandledFor = useSetAtom(notificationsHandledForAtom);
  const { data, isError } = useSystemNotifications({ isAuthenticated: isAuthenticated && profile !== null });

  useEffect(() => {
    if (!userId || (!data && !isError)) return;
    const { toShow, shownIds } = selectNotificationsToShow(data ?? [], loadShownNotificationIds());
    if (toShow.length > 0) saveShownNotificationIds(shownIds);
    for (const notification of toShow) {
      toastTurns.show(() =>
        toast.info(texts.shell.systemNotification.title, {
          id: `system-notification-${notification.id}`,
          description: notification.message,
          duration: Infinity,
          closeButton: true,
        }),
      );
    }
    setHandledFor(userId);
  }, [data, isError, userId, setHandledFor]);
}

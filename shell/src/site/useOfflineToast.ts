import { useEffect } from 'react';
import { toast } from '@casino/ui/toast';
import { texts } from '@casino/locale';

export const offlineToastId = 'offline';

/**
 * Spec sections 4 and 8: going offline shows a persistent Danish warning with a reload action;
 * it is dismissed when the connection returns.
 */
export function useOfflineToast(reload: () => void = () => location.reload()): void {
  useEffect(() => {
    const showOffline = () =>
      toast.warning(texts.shell.offline.title, {
        id: offlineToastId,
        description: texts.shell.offline.description,
        duration: Infinity,
        dismissible: false,
        action: { label: texts.shell.offline.reload, onClick: () => reload() },
      });
    const clearOffline = () => toast.dismiss(offlineToastId);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) showOffline();
    window.addEventListener('offline', showOffline);
    window.addEventListener('online', clearOffline);
    return () => {
      window.removeEventListener('offline', showOffline);
      window.removeEventListener('online', clearOffline);
    };
  }, [reload]);
}

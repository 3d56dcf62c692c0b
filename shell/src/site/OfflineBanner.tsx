import { useSyncExternalStore } from 'react';
import { texts } from '@casino/locale';
import { Button } from '@casino/ui';
import styles from './OfflineBanner.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => navigator.onLine === false;

/**
 * Spec sections 4 and 8: going offline shows a persistent Danish warning with a reload action; it
 * goes when the connection returns. The shell draws it itself, not as a toast: toasts load sonner
 * with the first one, and offline that chunk cannot be fetched. The live region is
 * always on the page, so screen readers announce the warning when it is filled in.
 */
export function OfflineBanner({ reload = () => location.reload() }: { reload?: () => void }) {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div role="status" className={styles.live}>
      {offline && (
        <div className={styles.banner} data-offline-warning="">
          <div className={styles.text}>
            <p className={styles.title}>{texts.shell.offline.title}</p>
            <p className={styles.description}>{texts.shell.offline.description}</p>
          </div>
          <Button variant="secondary" onClick={() => reload()}>
            {texts.shell.offline.reload}
          </Button>
        </div>
      )}
    </div>
  );
}

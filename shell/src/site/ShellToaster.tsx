import { Toaster } from '@casino/ui/toast';
import { texts } from '@casino/locale';
import styles from './ShellToaster.module.css';
import { headerEdgeVariable } from './useHeaderEdgeVariable.ts';

/** Just below the sticky header, with sonner's own spacing on desktop (24 px) and mobile (16 px). */
const belowHeader = (gapPx: number) => ({ top: `calc(var(${headerEdgeVariable}, 4rem) + ${gapPx}px)` });

/**
 * The page's one toaster (ARCHITECTURE rule 1) with the spec's settings (section 9): 4 s, 3 shown
 * at a time, 14 px gap, hotkey Alt+T; Danish labels for the region and the close buttons. It mounts
 * with the first toast, the shell's or a remote's, which loads sonner.
 *
 * Placed at the top, just below the sticky header: a toast never covers the session clock in the
 * header (DOMAIN.md), and persistent toasts never cover the responsible-gambling links at the foot
 * of the page (StopSpillet, ROFUS). It stays under the header's own layer, so the profile menu
 * that opens out of the header is never hidden behind a toast either.
 */
export function ShellToaster() {
  return (
    <Toaster
      position="top-center"
      offset={belowHeader(24)}
      mobileOffset={belowHeader(16)}
      // Under the header (z-index 100) and modal dialogs (100 and up), above the page.
      style={{ zIndex: 99 }}
      theme="dark"
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={texts.shell.toasts}
      toastOptions={{
        closeButtonAriaLabel: texts.shell.systemNotification.close,
        classNames: { closeButton: styles.closeButton },
      }}
    />
  );
}

import { Toaster } from 'sonner';
import { texts } from '@casino/locale';

/**
 * The page's one toaster (ARCHITECTURE rule 1) with the spec's settings (section 9): 4 s, 3 shown
 * at a time, 14 px gap, hotkey Alt+T; Danish labels for the region and the close buttons.
 */
export function ShellToaster() {
  return (
    <Toaster
      // Bottom: toasts must never cover the session clock in the sticky header (DOMAIN.md).
      position="bottom-center"
      theme="dark"
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={texts.shell.toasts}
      toastOptions={{ closeButtonAriaLabel: texts.shell.systemNotification.close }}
    />
  );
}

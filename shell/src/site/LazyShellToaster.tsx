import { lazy, Suspense, type ComponentType } from 'react';
import { useLoadedSonner } from '@casino/ui/toast-loading';

/**
 * The toaster's code (its settings, the toasts' entry) loads once the first toast has brought sonner, not with
 * the page: most pages never show a toast. sonner keeps the toasts asked for until then and shows them to the
 * toaster that mounts late. A toaster that cannot load shows nothing and leaves the page alone.
 */
const ShellToaster = lazy<ComponentType>(() =>
  import('./ShellToaster.tsx').then(
    ({ ShellToaster }) => ({ default: ShellToaster }),
    (error: unknown) => {
      console.error('[shell] toaster unavailable', error);
      return { default: () => null };
    },
  ),
);

/** The page's one toaster (ShellToaster.tsx), once sonner is there. */
export function LazyShellToaster() {
  return useLoadedSonner() ? (
    <Suspense fallback={null}>
      <ShellToaster />
    </Suspense>
  ) : null;
}

// '@casino/ui/toast': the site's toasts on sonner, which loads with the first toast, not with the
// page (most pages never show one). A toast asked for before sonner has arrived is run,
// in order, once it is there; the shell's <Toaster> mounts at that moment and shows the toasts
// still active (sonner's store replays them to a toaster that subscribes late). Toasts asked for
// while the page boots (a signed-in player's system notifications, a payment's outcome) wait until
// the shell lets them go (`holdToastsUntil`, '@casino/ui/toast-loading'), so sonner is no part of any page's boot.
import type { ExternalToast, toast as sonnerToast, ToasterProps } from 'sonner';
import { loading, useLoadedSonner, type Sonner } from '@casino/ui/toast-loading';

export { holdToastsUntil, toastsHeld } from '@casino/ui/toast-loading';

type Message = Parameters<typeof sonnerToast>[0];

function loadToasts(): Promise<Sonner> {
  loading.request ??= (loading.hold ?? Promise.resolve())
    .then(() => import('sonner'))
    .then(
      (sonner) => {
        loading.loaded = sonner;
        for (const listener of loading.listeners) listener();
        return sonner;
      },
      (error: unknown) => {
        loading.request = null; // offline, say: the next toast tries again
        throw error;
      },
    );
  return loading.request;
}

/** Runs a call of sonner's `toast` once sonner is there; calls keep their order. */
function later(call: (toast: Sonner['toast']) => unknown): void {
  loadToasts().then(
    ({ toast }) => call(toast),
    (error: unknown) => console.error('[ui] toasts unavailable', error),
  );
}

const kind =
  (name: 'success' | 'info' | 'warning' | 'error') =>
  (message: Message, data?: ExternalToast): void =>
    later((toast) => toast[name](message, data));

/**
 * sonner's `toast` with the calls the site makes (a plain toast, success, info, warning, error,
 * dismiss). It returns nothing: give a toast an `id` to dismiss or replace it later.
 */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast): void => later((toast) => toast(message, data)),
  {
    success: kind('success'),
    info: kind('info'),
    warning: kind('warning'),
    error: kind('error'),
    /** One toast by id, or all; nothing to do (and nothing loaded) while no toast was ever asked for. */
    dismiss: (id?: string | number): void => {
      if (loading.request) later((toast) => toast.dismiss(id));
    },
  },
);

/** sonner's Toaster, mounted once the first toast has brought sonner; nothing (and no sonner) before. */
export function Toaster(props: ToasterProps) {
  const sonner = useLoadedSonner();
  return sonner ? <sonner.Toaster {...props} /> : null;
}

// '@casino/ui/toast': the site's toasts on sonner, which loads with the first toast, not with the
// page (most pages never show one). A toast asked for before sonner has arrived is run,
// in order, once it is there; the shell's <Toaster> mounts at that moment and shows the toasts
// still active (sonner's store replays them to a toaster that subscribes late). Toasts asked for
// while the page boots (a signed-in player's system notifications, a payment's outcome) wait until
// the shell lets them go (`holdToastsUntil`), so sonner is no part of any page's boot.
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<typeof sonnerToast>[0];

interface Loading {
  /** sonner on its way, from the first toast; null before it, or after a failed load (retried). */
  request: Promise<Sonner> | null;
  /** sonner once it has arrived: the toaster mounts then. */
  loaded: Sonner | null;
  listeners: Set<() => void>;
  /** While the page boots: sonner is fetched, and the toasts asked for shown, once it settles. */
  hold?: Promise<void> | null;
}

/**
 * The loading is kept on the page, not in this module: each app bundles its own copy of this entry
 * (a few hundred bytes; shared, it cost more in share tables), and a remote's first toast must
 * mount the shell's toaster. 'sonner' itself is a shared singleton, so every copy gets its one store.
 */
const loading: Loading = ((globalThis as { [key: symbol]: Loading | undefined })[Symbol.for('@casino/ui/toast')] ??= {
  request: null,
  loaded: null,
  listeners: new Set(),
  hold: null,
});

/**
 * Toasts asked for from now on wait, in order and without sonner, until `until` settles (either way); then
 * sonner loads and they show. The shell holds the toasts of its boot until the player's first interaction
 * or a quiet moment after the page is on screen: the page comes first, and no page's boot pays for sonner.
 */
export function holdToastsUntil(until: Promise<unknown>): void {
  const hold: Promise<void> = until
    .then(
      () => {},
      () => {},
    )
    .then(() => {
      if (loading.hold === hold) loading.hold = null;
    });
  loading.hold = hold;
}

/** The hold while it lasts, null once toasts show at once: toasts that take turns start counting after it. */
export function toastsHeld(): Promise<void> | null {
  return loading.hold ?? null;
}

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

function subscribe(listener: () => void): () => void {
  loading.listeners.add(listener);
  return () => loading.listeners.delete(listener);
}

/** sonner's Toaster, mounted once the first toast has brought sonner; nothing (and no sonner) before. */
export function Toaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(
    subscribe,
    () => loading.loaded,
    () => null,
  );
  return sonner ? <sonner.Toaster {...props} /> : null;
}

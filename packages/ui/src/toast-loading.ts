// '@casino/ui/toast-loading': the part of the toasts a page's boot needs, without sonner's calls or its toaster
// ('@casino/ui/toast' has those): holding the toasts of the boot, and whether sonner has arrived. The shell's
// toaster loads once it has, so no page's boot carries it.
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

export type Sonner = typeof SonnerModule;

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
 * The loading is kept on the page, not in this module: each app bundles its own copy of these entries
 * (a few hundred bytes; shared, they cost more in share tables), and a remote's first toast must
 * mount the shell's toaster. 'sonner' itself is a shared singleton, so every copy gets its one store.
 */
export const loading: Loading = ((globalThis as { [key: symbol]: Loading | undefined })[
  Symbol.for('@casino/ui/toast')
] ??= {
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

function subscribe(listener: () => void): () => void {
  loading.listeners.add(listener);
  return () => loading.listeners.delete(listener);
}

/** sonner once the first toast has brought it (the toaster mounts then); null before, and on the server. */
export function useLoadedSonner(): Sonner | null {
  return useSyncExternalStore(
    subscribe,
    () => loading.loaded,
    () => null,
  );
}

// '@casino/ui/toast': the site's toasts on sonner, which loads with the shell's first render rather
// than before it (issue 13). A toast asked for earlier is kept in order and shown when sonner
// arrives: sonner's store shows a toaster that mounts late the toasts still active. This entry is
// not a shared module of its own (a few hundred bytes in each app that toasts): it keeps no state
// but the loading of 'sonner', whose store, shared once, is the page's one toaster (rule 1).
import { lazy, Suspense } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<typeof sonnerToast>[0];

let sonner: Promise<Sonner> | null = null;

/** Loads sonner once: when the toaster mounts, or with an earlier toast. */
function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
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
    /** One toast by id, or all; nothing to do while no toast was ever asked for. */
    dismiss: (id?: string | number): void => {
      if (sonner) later((toast) => toast.dismiss(id));
    },
  },
);

const SonnerToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/** sonner's Toaster, mounted when its code has arrived (nothing is shown before: no toast is lost). */
export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

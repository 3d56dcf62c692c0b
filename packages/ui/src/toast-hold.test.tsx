import { act, render, screen, within } from '@testing-library/react';
import type * as ToastEntry from './toast.tsx';
import { holdToastsUntil, toast, Toaster, toastsHeld } from './toast.tsx';

const sonnerOnPage = () => document.head.innerHTML.includes('[data-sonner-toaster]'); // its styles, added when it runs
// A remote's own copy of the entry, as toast-remote.test.tsx makes it.
const remoteEntry = './toast.tsx?remote';
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

// Every page within its byte budget: toasts asked for while the page boots (a signed-in player's system
// notifications, a payment's outcome) wait for the shell to let them go, and sonner with them. One test per
// file: the module registry of this file starts without sonner.
it("toasts asked for while the page boots wait without sonner, then show in order, announced by the toaster's polite live region", async () => {
  let release = () => {};
  holdToastsUntil(new Promise<void>((resolve) => (release = resolve)));
  render(<Toaster />);

  toast.info('Besked fra produktet', { description: 'Nye spil hver fredag' });
  // A remote's copy of the entry (its own bundle) keeps to the same hold.
  const remote = (await import(remoteEntry)) as typeof ToastEntry;
  remote.toast.success('Indbetalingen er gennemført');
  await aWhile();
  expect(toastsHeld()).not.toBeNull();
  expect(sonnerOnPage()).toBe(false);
  expect(screen.queryByRole('region')).toBeNull();

  release();
  const toaster = await screen.findByRole('region', { name: /Notifications/ });
  await within(toaster).findByText('Indbetalingen er gennemført');
  expect(toastsHeld()).toBeNull();
  expect(toaster).toHaveAttribute('aria-live', 'polite');
  expect(within(toaster).getByText('Nye spil hver fredag')).toBeInTheDocument();
  // sonner lists the newest first.
  const titles = [...toaster.querySelectorAll('[data-title]')].map((title) => title.textContent);
  expect(titles).toEqual(['Indbetalingen er gennemført', 'Besked fra produktet']);

  // Once the hold is over, a toast shows at once.
  toast.error('Noget gik galt');
  expect(await within(toaster).findByText('Noget gik galt')).toBeInTheDocument();
});

import { act, render, screen, within } from '@testing-library/react';
import type * as ToastEntry from './toast.tsx';
import { Toaster } from './toast.tsx';

// Each app bundles its own copy of '@casino/ui/toast' (only 'sonner' is shared): the query makes
// this file's second copy of the module, as a remote has.
const remoteEntry = './toast.tsx?remote';

// A remote's toast (a favourite saved, a payout made) is often the page's first: it must
// mount the shell's toaster, and reach it through the one shared sonner.
it("a remote's first toast loads sonner and mounts the shell's toaster, which shows it", async () => {
  const remote = (await import(remoteEntry)) as typeof ToastEntry;
  render(<Toaster />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('region')).toBeNull();

  remote.toast.success('Book of Ra er tilføjet til dine favoritter.');
  const toaster = await screen.findByRole('region', { name: /Notifications/ });
  expect(await within(toaster).findByText('Book of Ra er tilføjet til dine favoritter.')).toBeInTheDocument();
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from './toast.tsx';

// sonner's toasts are global: none may leak into the next test.
afterEach(async () => {
  toast.dismiss();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

// Sonner loads with the first toast (toast-first.test.tsx); the shell's toaster may mount
// before or after the toasts are asked for (the welcome toast, a payment's outcome), and the player
// must still see them.
describe('toasts and the toaster, whichever comes first', () => {
  it('shows a toast asked for before sonner and the toaster had arrived', async () => {
    toast.success('Indbetalingen er gennemført');
    render(<Toaster />);
    expect(await screen.findByText('Indbetalingen er gennemført')).toBeInTheDocument();
  });

  it('keeps the order of the calls: a toast dismissed right after it was asked for does not stay', async () => {
    toast.warning('Du er offline', { id: 'offline' });
    toast.dismiss('offline');
    toast('Velkommen tilbage');
    render(<Toaster />);
    expect(await screen.findByText('Velkommen tilbage')).toBeInTheDocument();
    // Run the other way round, the dismissal would find nothing and the warning would stay for good.
    await waitFor(() => expect(screen.queryByText('Du er offline')).not.toBeInTheDocument());
  });

  it('shows a toast asked for once the toaster is on the page', async () => {
    toast('Velkommen tilbage');
    render(<Toaster />);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    toast.error('Noget gik galt');
    expect(await screen.findByText('Noget gik galt')).toBeInTheDocument();
  });
});

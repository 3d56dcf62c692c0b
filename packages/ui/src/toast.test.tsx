import { act, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from './toast.tsx';

// sonner's toasts are global: none may leak into the next test.
afterEach(async () => {
  toast.dismiss();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

// Issue 13: sonner loads after the first page is on screen; the shell's behaviours may ask for a
// toast before (the welcome toast, a payment's outcome), and the player must still see it.
describe('issue 13: toasts load with the toaster, after the first paint', () => {
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
    render(<Toaster />);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    toast.error('Noget gik galt');
    expect(await screen.findByText('Noget gik galt')).toBeInTheDocument();
  });
});

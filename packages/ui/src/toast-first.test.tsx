import { act, render, screen, within } from '@testing-library/react';
import { toast, Toaster } from './toast.tsx';

const sonnerOnPage = () => document.head.innerHTML.includes('[data-sonner-toaster]'); // its styles, added when it runs

// Sonner is loaded by the first toast, not by every page. One test per file: the
// module registry of this file starts without sonner, and the first toast loads it for good.
it('loads sonner with the first toast; toasts asked for before it arrived are shown, in order, and announced', async () => {
  render(<Toaster />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('region')).toBeNull();
  expect(sonnerOnPage()).toBe(false);

  toast('Først');
  toast.success('Derefter');
  toast.error('Til sidst');
  const toaster = await screen.findByRole('region', { name: /Notifications/ });
  await within(toaster).findByText('Til sidst');
  expect(sonnerOnPage()).toBe(true);
  // The toaster announces them: its region is a polite live region.
  expect(toaster).toHaveAttribute('aria-live', 'polite');
  // sonner lists the newest first.
  const titles = [...toaster.querySelectorAll('[data-title]')].map((title) => title.textContent);
  expect(titles).toEqual(['Til sidst', 'Derefter', 'Først']);
});

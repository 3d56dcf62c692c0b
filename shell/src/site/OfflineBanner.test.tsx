import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineBanner } from './OfflineBanner.tsx';
import { ShellToaster } from './ShellToaster.tsx';

const title = 'Kunne ikke oprette forbindelse til serveren';

/** The browser's connection: navigator.onLine changes, then the window hears the event. */
function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => jest.restoreAllMocks());

// Spec sections 4 and 8: connectivity. Toasts load sonner with the first one, which
// offline cannot be fetched, so the warning is the shell's own and needs no chunk.
describe('offline warning', () => {
  it('shows a persistent Danish warning with a reload action, and clears it when back online', async () => {
    const reload = jest.fn();
    render(<OfflineBanner reload={reload} />);
    expect(screen.queryByText(title)).toBeNull();
    goOnline(false);
    const warning = screen.getByRole('status');
    expect(within(warning).getByText(title)).toBeInTheDocument();
    expect(within(warning).getByText(/mistet forbindelsen til serveren/u)).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'Genindlæs siden' }));
    expect(reload).toHaveBeenCalled();
    goOnline(true);
    expect(screen.queryByText(title)).toBeNull();
  });

  it('is shown on a page opened offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(within(screen.getByRole('status')).getByText(title)).toBeInTheDocument();
  });

  it('works with sonner never loaded: no toaster is mounted and none of its code ran', async () => {
    render(
      <>
        <OfflineBanner />
        <ShellToaster />
      </>,
    );
    goOnline(false);
    expect(within(screen.getByRole('status')).getByText(title)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    // sonner adds its styles to <head> when its module runs.
    expect(document.head.innerHTML).not.toContain('data-sonner-toaster');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog.tsx';
import { RegionFallback } from './RegionFallback.tsx';
import { applyTheme } from './themes.ts';

// ARCHITECTURE rule 5: a failed region offers a retry for that region.
describe('region fallback', () => {
  it('announces the failure and retries when asked', async () => {
    const onRetry = jest.fn();
    render(<RegionFallback message="Kunne ikke indlæses." retryLabel="Prøv igen" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kunne ikke indlæses.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Åbn</button>
      <Dialog open={open} onOpenChange={setOpen} title="Indbetal" closeLabel="Luk">
        <input aria-label="Beløb" />
      </Dialog>
    </>
  );
}

// Developers' guide: focus management in dialogs.
describe('dialog', () => {
  it('moves focus into the dialog, closes on Escape and returns focus to the opener', async () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Åbn' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Indbetal' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix returns focus on the next tick.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its labelled close button', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Åbn' }));
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

// Spec section 4 (Theme): default, winter and halloween switch the colour set.
describe('themes', () => {
  it('switches the document theme attribute the tokens key on', () => {
    applyTheme('halloween');
    expect(document.documentElement.dataset.theme).toBe('halloween');
    applyTheme('default');
    expect(document.documentElement.dataset.theme).toBe('default');
  });
});

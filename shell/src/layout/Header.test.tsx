import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositDialogOpenAtom } from '@casino/platform';
import { renderWithProviders } from '@casino/testing';
import { Header } from './Header.tsx';

// Spec section 2 (Deposit screen): the header's 'Indbetal' opens the payments remote's dialog.
describe('header', () => {
  it("opens the deposit dialog from the 'Indbetal' button", async () => {
    const { store } = renderWithProviders(<Header />);
    expect(store.get(depositDialogOpenAtom)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    expect(store.get(depositDialogOpenAtom)).toBe(true);
  });

  it('marks the current page in the main navigation', () => {
    renderWithProviders(<Header />, '/spil');
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Spil');
  });
});

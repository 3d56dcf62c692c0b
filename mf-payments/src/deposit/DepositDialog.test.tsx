import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@casino/testing';
import DepositDialog from './DepositDialog.tsx';
import { fakePaymentsApi, signIn } from './testing/fake-payments-api.ts';

afterEach(() => jest.restoreAllMocks());

function openDialog() {
  fakePaymentsApi();
  const onClose = jest.fn<() => void>();
  const view = renderWithProviders(<DepositDialog open onClose={onClose} />, '/spil');
  signIn(view);
  return { ...view, onClose, user: userEvent.setup() };
}

// Spec section 2: the deposit dialog titled 'Indbetal' with the link 'Leder du efter udbetaling?'
// to the payout page; it closes on the close button or on that link.
describe('deposit dialog', () => {
  it("is a dialog titled 'Indbetal' holding the deposit form and the remote's version", async () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Indbetal' });
    expect(await within(dialog).findByRole('textbox', { name: 'Beløb i kr.' })).toBeInTheDocument();
    const tagged = dialog.querySelectorAll('[data-remote="payments"]');
    expect(tagged.length).toBeGreaterThanOrEqual(2); // the dialog content and the form root
    for (const element of tagged) expect(element).toHaveAttribute('data-remote-version', '0.0.0-test');
  });

  it("closes on the close button 'Luk'", async () => {
    const { user, onClose } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('links to the payout page and closes when the link is followed', async () => {
    const { user, onClose, router } = openDialog();
    const link = screen.getByRole('link', { name: 'Leder du efter udbetaling?' });
    expect(link).toHaveAttribute('href', '/profile/payment/payout');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile/payment/payout');
  });

  it('closes on Escape', async () => {
    const { user, onClose } = openDialog();
    await screen.findByRole('textbox', { name: 'Beløb i kr.' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

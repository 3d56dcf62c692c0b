import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@casino/testing';
import { DepositForm } from './DepositForm.tsx';
import {
  countedIdempotencyKeys,
  fakePaymentsApi,
  recordPaymentPageVisits,
  recordTracking,
  signIn,
} from './testing/fake-payments-api.ts';

function setup() {
  const fake = fakePaymentsApi();
  recordTracking();
  const goToPaymentPage = recordPaymentPageVisits();
  countedIdempotencyKeys();
  const view = renderWithProviders(<DepositForm />, '/spil/book-of-ra');
  signIn(view);
  return { fake, goToPaymentPage, user: userEvent.setup() };
}

const cardChoice = 'Kort, MobilePay, Apple Pay eller Google Pay';
const marks = () =>
  within(screen.getByRole('list', { name: 'Betalingsmetoder' }))
    .getAllByRole('img')
    .map((icon) => icon.getAttribute('aria-label'));

// Spec section 2 (the deposit screen's payment-method icons) and decision 0069: the player chooses the card
// acquirer (Nexi) or a bank payment (Trustly); the charge carries the choice, the icons say what it takes.
describe('choosing how to pay in the deposit form', () => {
  it('offers cards and wallets, chosen at first, or a bank transfer, as one labelled radio group', async () => {
    setup();
    const group = await screen.findByRole('group', { name: 'Betalingsmetode' });
    const card = within(group).getByRole('radio', { name: cardChoice });
    const bank = within(group).getByRole('radio', { name: 'Bankoverførsel' });
    expect(card).toBeChecked();
    expect(bank).not.toBeChecked();
    expect(card).toHaveAccessibleDescription(
      'Dankort, Visa, Visa Electron, Mastercard, MobilePay, Apple Pay og Google Pay via Nexi.',
    );
    expect(marks()).toEqual(['Dankort', 'Visa', 'Visa Electron', 'Mastercard', 'MobilePay', 'Google Pay', 'Apple Pay']);
  });

  it('moves to the bank transfer by keyboard, shows what it takes, and charges by bank', async () => {
    const { user, fake, goToPaymentPage } = setup();
    const card = await screen.findByRole('radio', { name: cardChoice });
    card.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bankoverførsel' })).toBeChecked();
    expect(marks()).toEqual(['Bankoverførsel via Trustly']);
    await user.type(screen.getByRole('textbox', { name: 'Beløb i kr.' }), '200');
    await user.click(screen.getByRole('button', { name: 'Indbetal' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalled());
    expect(fake.chargeBodies()).toEqual([expect.objectContaining({ amount: 200, method: 'bank' })]);
  });

  it('charges by card when the player keeps the first choice', async () => {
    const { user, fake, goToPaymentPage } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Beløb i kr.' }), '100');
    await user.click(screen.getByRole('button', { name: 'Indbetal' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalled());
    expect(fake.chargeBodies()).toEqual([expect.objectContaining({ amount: 100, method: 'card' })]);
  });
});

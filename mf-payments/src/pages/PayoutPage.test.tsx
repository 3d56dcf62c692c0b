import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@casino/testing';
import { fakePaymentsApi } from '../deposit/testing/fake-payments-api.ts';
import { TrackingContext, type Track } from '../deposit/tracking.ts';
import PayoutPage from './PayoutPage.tsx';

afterEach(() => jest.restoreAllMocks());

function renderPage(options: Parameters<typeof fakePaymentsApi>[0] = {}) {
  const fake = fakePaymentsApi(options);
  const track = jest.fn<Track>();
  renderAt(
    [
      {
        path: '/profile/payment/payout',
        element: (
          <TrackingContext value={track}>
            <PayoutPage />
          </TrackingContext>
        ),
      },
    ],
    '/profile/payment/payout',
  );
  return { fake, track, user: userEvent.setup() };
}

const amountField = () => screen.findByRole('textbox', { name: 'Beløb at udbetale i kr.' });

// Spec sections 2 (payout page), 3 (payout event { type, amount }) and 7 (withdrawal: amount, fullAmount).
describe('payout page', () => {
  it('shows the balance in kroner', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Udbetaling' })).toBeInTheDocument();
    expect(await screen.findByText('1.234,50 kr.')).toBeInTheDocument();
  });

  it('pays out an amount, confirms it, and tracks the payout event', async () => {
    const { fake, track, user } = renderPage();
    await user.type(await amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Udbetalingen på 100,00 kr. er gennemført.');
    expect(fake.withdrawalBodies()).toEqual([{ amount: 100, fullAmount: false }]);
    expect(track).toHaveBeenCalledWith('payout', { type: 'Payout', amount: 100 });
  });

  it('sends fullAmount for "udbetal alt"', async () => {
    const { fake, user } = renderPage();
    await amountField();
    await user.click(screen.getByRole('checkbox', { name: 'Udbetal alt' }));
    expect(screen.getByRole('textbox', { name: 'Beløb at udbetale i kr.' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    await waitFor(() => expect(fake.withdrawalBodies()).toEqual([{ fullAmount: true }]));
  });

  it.each([
    ['', 'Beløb er påkrævet'],
    ['0', 'Beløbet skal være større end 0 kr.'],
    ['5000', 'Du kan højst udbetale 1.234,50 kr.'],
  ])('refuses %j on submit with %j and sends nothing', async (input, message) => {
    const { fake, track, user } = renderPage();
    const field = await amountField();
    if (input) await user.type(field, input);
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fake.withdrawalBodies()).toEqual([]);
    expect(track).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the payout, and tracks nothing", async () => {
    const reason = 'Din bonus kan først udbetales, når gennemspilskravet er opfyldt.';
    const { track, user } = renderPage({ withdrawals: [{ status: 400, body: { error: reason } }] });
    await user.type(await amountField(), '1000');
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(track).not.toHaveBeenCalled();
  });

  it('shows the generic failure when the server breaks', async () => {
    const { user } = renderPage({ withdrawals: [{ status: 500, body: { error: 'intern' } }] });
    await user.type(await amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Udbetalingen kunne ikke gennemføres. Prøv igen.');
  });
});

import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@casino/testing';
import { fakePaymentsApi, recordTracking, samplePayoutInfo, signIn } from '../deposit/testing/fake-payments-api.ts';
import PayoutPage from './PayoutPage.tsx';

afterEach(() => jest.restoreAllMocks());

function renderPage(options: Parameters<typeof fakePaymentsApi>[0] = {}) {
  const fake = fakePaymentsApi(options);
  const track = recordTracking();
  signIn(renderAt([{ path: '/profile/payment/payout', element: <PayoutPage /> }], '/profile/payment/payout'));
  return { fake, track, user: userEvent.setup() };
}

const amountField = () => screen.findByRole('textbox', { name: 'Beløb at udbetale i kr.' });

const key = expect.stringMatching(/^[\w-]{16,}$/u);

// Spec sections 2 (payout page), 3 (payout event { type, amount }) and 7 (withdrawal: amount, fullAmount);
// DOMAIN.md "Payments" (a payout through the provider, once per request).
describe('payout page', () => {
  it('shows the balance in kroner and the card the money goes back to', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Udbetaling' })).toBeInTheDocument();
    expect(await screen.findByText('1.234,50 kr.')).toBeInTheDocument();
    expect(
      screen.getByText('Pengene sendes til den bankkonto, du sidst indbetalte fra (•••• 1111).'),
    ).toBeInTheDocument();
  });

  it('asks for a payout with an idempotency key, says it can be cancelled, and tracks the payout event', async () => {
    const { fake, track, user } = renderPage();
    await user.type(await amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Din anmodning om udbetaling af 100,00 kr. er modtaget. Du kan fortryde den, indtil vi sender den til betalingsudbyderen.',
    );
    expect(fake.withdrawalBodies()).toEqual([
      { amount: 100, fullAmount: false, idempotencyKey: key, forfeitBonus: false },
    ]);
    expect(track).toHaveBeenCalledWith('payout', { type: 'Payout', amount: 100 });
  });

  it('sends fullAmount for "udbetal alt"', async () => {
    const { fake, user } = renderPage();
    await amountField();
    await user.click(screen.getByRole('checkbox', { name: 'Udbetal alt' }));
    expect(screen.getByRole('textbox', { name: 'Beløb at udbetale i kr.' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    await waitFor(() =>
      expect(fake.withdrawalBodies()).toEqual([{ fullAmount: true, idempotencyKey: key, forfeitBonus: false }]),
    );
  });

  it('says in kroner what an active bonus costs and pays out only on the second press', async () => {
    const { fake, user } = renderPage({ payoutInfo: { ...samplePayoutInfo, activeBonus: 250 } });
    await user.type(await amountField(), '100');
    expect(
      screen.getByText('Udbetaler du nu, mister du din aktive bonus på 250,00 kr., og bonussen trækkes fra din saldo.'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Udbetal' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Ja, udbetal og mist 250,00 kr. i bonus');
    expect(fake.withdrawalBodies()).toEqual([]);
    await userEvent.click(button);
    await waitFor(() =>
      expect(fake.withdrawalBodies()).toEqual([
        { amount: 100, fullAmount: false, idempotencyKey: key, forfeitBonus: true },
      ]),
    );
  });

  it('lists the withdrawals with their state', async () => {
    renderPage({
      payoutInfo: {
        ...samplePayoutInfo,
        withdrawals: [
          {
            id: 'w2',
            amount: 80,
            status: 'failed',
            reason: 'player',
            destination: '•••• 1111',
            forfeitedBonus: 0,
            failureReason:
              'Betalingsudbyderen kunne ikke sende pengene til din bankkonto. Beløbet er tilbage på din saldo.',
            createdAt: '2026-11-20T10:00:00.000Z',
            settledAt: '2026-11-20T10:05:00.000Z',
          },
        ],
      },
    });
    const list = await screen.findByRole('region', { name: 'Dine udbetalinger' });
    expect(list).toHaveTextContent('Ikke gennemført – beløbet er tilbage på din saldo');
    expect(list).toHaveTextContent('Betalingsudbyderen kunne ikke sende pengene til din bankkonto.');
  });

  it('tells a player with no bank deposit (only cards or wallets) where payouts go and how to register an account', async () => {
    renderPage({ payoutInfo: { ...samplePayoutInfo, destination: null } });
    expect(await screen.findByText(/Du kan udbetale, når du har indbetalt fra en bankkonto/u)).toBeInTheDocument();
    expect(
      screen.getByText(/Indbetalinger med kort, MobilePay, Apple Pay eller Google Pay giver os ingen bankkonto/u),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Indbetal med Bankoverførsel og registrér din bankkonto' }),
    ).toHaveAttribute('href', '/profile/payment/deposit?metode=bank');
    expect(screen.queryByRole('button', { name: 'Udbetal' })).not.toBeInTheDocument();
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
    await user.type(await amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Udbetal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Udbetalingen kunne ikke gennemføres. Prøv igen.');
  });
});

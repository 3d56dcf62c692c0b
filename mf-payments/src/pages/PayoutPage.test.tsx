import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@casino/testing';
import {
  fakePaymentsApi,
  recordPaymentPageVisits,
  recordTracking,
  samplePayoutInfo,
  signIn,
} from '../deposit/testing/fake-payments-api.ts';
import PayoutPage from './PayoutPage.tsx';

afterEach(() => jest.restoreAllMocks());

function renderPage(options: Parameters<typeof fakePaymentsApi>[0] = {}, search = '') {
  const fake = fakePaymentsApi(options);
  const track = recordTracking();
  signIn(renderAt([{ path: '/profile/payment/payout', element: <PayoutPage /> }], `/profile/payment/payout${search}`));
  return { fake, track, user: userEvent.setup() };
}

const amountField = () => screen.findByRole('textbox', { name: 'Beløb at udbetale i kr.' });

const key = expect.stringMatching(/^[\w-]{16,}$/u);

// Spec sections 2 (payout page), 3 (payout event { type, amount }) and 7 (withdrawal: amount, fullAmount);
// DOMAIN.md "Payments" (a payout through the provider, once per request).
describe('payout page', () => {
  it('shows the balance in kroner and the bank account the money goes to', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Udbetaling' })).toBeInTheDocument();
    expect(await screen.findByText('1.234,50 kr.')).toBeInTheDocument();
    expect(screen.getByText('Pengene sendes til din bankkonto •••• 1111.')).toBeInTheDocument();
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

  // The issue "Going live", decision 0070: a card-only player registers a bank account at Trustly.
  describe('a player with no bank account on record', () => {
    const noAccount = { payoutInfo: { ...samplePayoutInfo, destination: null } };

    it('is told in Danish why a payout needs one, and offers "Tilføj bankkonto" instead of the payout form', async () => {
      renderPage(noAccount);
      const section = await screen.findByRole('region', { name: 'Din bankkonto til udbetalinger' });
      expect(section).toHaveTextContent(
        'indbetalinger med kort, MobilePay, Apple Pay eller Google Pay giver os ingen bankkonto at sende pengene til.',
      );
      expect(section).toHaveTextContent('Der trækkes ingen penge.');
      expect(screen.getByRole('button', { name: 'Tilføj bankkonto' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Udbetal' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Beløb at udbetale i kr.' })).not.toBeInTheDocument();
    });

    it("goes to Trustly's page in this tab once the server started the registration, asking once however often pressed", async () => {
      const { fake, user } = renderPage(noAccount);
      const visits = recordPaymentPageVisits();
      const button = await screen.findByRole('button', { name: 'Tilføj bankkonto' });
      await user.click(button);
      await user.click(button);
      await waitFor(() => expect(visits).toHaveBeenCalledWith('https://trustly.example/pay/abc'));
      expect(fake.bankAccountCalls()).toBe(1);
      expect(screen.getByRole('button', { name: 'Sender dig videre til Trustly …' })).toBeDisabled();
    });

    it("is usable again when the browser brings the page back from Trustly's page (back-forward cache)", async () => {
      const { user } = renderPage(noAccount);
      const visits = recordPaymentPageVisits();
      await user.click(await screen.findByRole('button', { name: 'Tilføj bankkonto' }));
      await waitFor(() => expect(visits).toHaveBeenCalledTimes(1));
      const restored = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(restored, 'persisted', { value: true });
      act(() => void window.dispatchEvent(restored));
      expect(await screen.findByRole('button', { name: 'Tilføj bankkonto' })).toBeEnabled();
    });

    it('says so when the registration could not start, and lets the player try again', async () => {
      const { user } = renderPage({
        ...noAccount,
        bankAccount: { status: 502, body: { error: 'x', code: 'BANK_ACCOUNT_UNAVAILABLE' } },
      });
      const visits = recordPaymentPageVisits();
      await user.click(await screen.findByRole('button', { name: 'Tilføj bankkonto' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Vi kunne ikke starte tilføjelsen af din bankkonto. Prøv igen om lidt.',
      );
      expect(screen.getByRole('button', { name: 'Tilføj bankkonto' })).toBeEnabled();
      expect(visits).not.toHaveBeenCalled();
    });

    it('back from Trustly before its confirmation came, says the page waits for it', async () => {
      renderPage(noAccount, '?bankkonto=valgt');
      const waiting = await screen.findByText(/^Tak! Vi venter på, at Trustly bekræfter din bankkonto\./u);
      expect(waiting).toHaveAttribute('role', 'status');
    });

    it('back from Trustly after leaving its page, says nothing was added and offers the button again', async () => {
      renderPage(noAccount, '?bankkonto=afbrudt');
      const told = await screen.findByText('Du afbrød, før din bankkonto blev tilføjet. Prøv igen, når du er klar.');
      expect(told).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Tilføj bankkonto' })).toBeEnabled();
    });
  });

  it('back from Trustly with the account confirmed, names the bank and last digits and offers the payout', async () => {
    renderPage({ payoutInfo: { ...samplePayoutInfo, destination: 'Nordea •••• 2222' } }, '?bankkonto=valgt');
    const added = await screen.findByText('Din bankkonto Nordea •••• 2222 er tilføjet. Nu kan du udbetale.');
    expect(added).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: 'Beløb at udbetale i kr.' })).toBeInTheDocument();
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

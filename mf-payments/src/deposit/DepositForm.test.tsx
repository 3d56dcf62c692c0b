import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Toaster } from 'sonner';
import { gameSessionIdAtom, sessionAtom } from '@casino/platform';
import { renderWithProviders } from '@casino/testing';
import { DepositForm, type DepositFormProps } from './DepositForm.tsx';
import {
  countedIdempotencyKeys,
  fakePaymentsApi,
  recordPaymentPageVisits,
  recordTracking,
  samplePromo,
  signIn,
  type FakeApiOptions,
} from './testing/fake-payments-api.ts';

const nbsp = '\u00a0';
const generic = 'Der skete en fejl under betalingen. Prøv igen.';
const limitText = 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.';

function setup(api: FakeApiOptions = {}, props: DepositFormProps = {}, path = '/spil/book-of-ra') {
  const fake = fakePaymentsApi(api);
  const track = recordTracking();
  const goToPaymentPage = recordPaymentPageVisits();
  countedIdempotencyKeys();
  const view = renderWithProviders(
    <>
      <DepositForm {...props} />
      <Toaster />
    </>,
    path,
  );
  signIn(view);
  return { ...view, fake, track, goToPaymentPage, user: userEvent.setup() };
}

const amountField = () => screen.findByRole('textbox', { name: 'Beløb i kr.' });
const depositButton = () => screen.getByRole('button', { name: 'Indbetal' });

afterEach(() => jest.restoreAllMocks());

// Spec section 2, deposit screen: balance, amount field, quick picks, deposit button, method icons.
describe('deposit form', () => {
  it('shows the balance, the amount field, quick picks, the deposit button and the payment methods', async () => {
    const { container } = setup();
    const field = await amountField();
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('1.234,50 kr.')).toBeInTheDocument();
    const picks = within(screen.getByRole('group', { name: 'Vælg et beløb' })).getAllByRole('button');
    expect(picks.map((button) => button.textContent)).toEqual([`50${nbsp}kr.`, `500${nbsp}kr.`, `1.000${nbsp}kr.`]);
    expect(depositButton()).toBeEnabled();
    const methods = within(screen.getByRole('list', { name: 'Betalingsmetoder' })).getAllByRole('img');
    expect(methods.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Dankort',
      'Visa',
      'Visa Electron',
      'Mastercard',
      'MobilePay',
      'Google Pay',
      'Apple Pay',
    ]);
    expect(container.querySelector('img')).toBeNull(); // inline badges, no image requests
    expect(container.querySelector('[data-remote="payments"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
  });

  // Spec section 5: validation on submit, announced and linked to the field.
  it('announces a missing amount on submit and links the message to the field', async () => {
    const { user, fake } = setup();
    const field = await amountField();
    await user.click(depositButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Beløb er påkrævet');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(field).toHaveFocus();
    expect(fake.chargeBodies()).toHaveLength(0);
  });

  it.each([
    ['40', 'Minimumsbeløb er 50 kr.'],
    ['10.001', 'Maksimumsbeløb er 10.000 kr.'],
  ])('refuses %s kr. with %j', async (typed, message) => {
    const { user } = setup({
      status: { balance: 0, limitReached: false, maxAllowedCreditLimit: 20_000, limitsSet: true },
    });
    await user.type(await amountField(), typed);
    await user.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  // Spec section 5's order: maximum before the remaining allowance.
  it("shows 'Maksimumsbeløb er 10.000 kr.' for 10001 kr. even with less left under the limit", async () => {
    const { user, fake } = setup({
      status: { balance: 0, limitReached: false, maxAllowedCreditLimit: 5_000, limitsSet: true },
    });
    await user.type(await amountField(), '10001');
    await user.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Maksimumsbeløb er 10.000 kr.');
    expect(fake.chargeBodies()).toHaveLength(0);
  });

  // Card deposits are whole kroner; an amount with øre is refused, not charged.
  it('refuses 1500,50 kr. with a Danish message and charges nothing', async () => {
    const { user, fake } = setup();
    const field = await amountField();
    await user.type(field, '1500,50');
    await user.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Indbetal et helt antal kroner uden øre, fx 150 kr.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fake.chargeBodies()).toHaveLength(0);
  });

  it('tells the player how much is left under the deposit limit', async () => {
    const { user } = setup({
      status: { balance: 0, limitReached: false, maxAllowedCreditLimit: 1500, limitsSet: true },
    });
    await user.type(await amountField(), '2000');
    await user.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du har 1.500 kr. tilbage før din indbetalingsgrænse er nået.',
    );
  });

  it('clears the message once the player edits the amount', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Indbetal' }));
    await screen.findByRole('alert');
    await user.type(await amountField(), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // Spec sections 5 and 9: quick picks fill the field; above the allowance they are disabled.
  it('fills the field from a quick pick and disables picks above the allowance', async () => {
    const { user } = setup({
      status: { balance: 0, limitReached: false, maxAllowedCreditLimit: 120, limitsSet: true },
    });
    const field = await amountField();
    const group = screen.getByRole('group', { name: 'Vælg et beløb' });
    expect(within(group).getByRole('button', { name: `250${nbsp}kr.` })).toBeDisabled();
    const hundred = within(group).getByRole('button', { name: `100${nbsp}kr.` });
    await user.click(hundred);
    expect(field).toHaveValue('100');
    expect(hundred).toHaveAttribute('aria-pressed', 'true');
  });

  // Spec sections 2 and 7: the charge, then the hosted payment page.
  it('charges the amount and sends the browser to the hosted payment page', async () => {
    const { user, fake, goToPaymentPage } = setup(
      { charges: [{ body: { hostedPaymentPageUrl: 'https://pay.example/hpp/42' } }] },
      {},
      '/spil/book-of-ra?gameSessionId=gs-1&x=1',
    );
    await user.type(await amountField(), '1.500');
    await user.click(depositButton());
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/hpp/42'));
    // Currency and terms URL are left to the server's defaults (spec section 7).
    expect(fake.chargeBodies()).toEqual([
      {
        amount: 1500,
        gameSessionId: 'gs-1',
        redirectUrl: 'http://localhost/spil/book-of-ra?status=paymentSuccess&gameSessionId=gs-1',
        cancelUrl: 'http://localhost/spil/book-of-ra?status=paymentCancelled&gameSessionId=gs-1',
        idempotencyKey: 'key-1',
        method: 'card',
      },
    ]);
    // Spec section 4: submitting until the browser has left.
    expect(screen.getByRole('button', { name: 'Sender dig videre til betaling…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('uses the game session the app has set over the one in the query string', async () => {
    const { user, fake, store } = setup({}, {}, '/spil/x/spil?gameSessionId=from-query');
    store.set(gameSessionIdAtom, 'from-app');
    await amountField();
    await user.click(
      within(screen.getByRole('group', { name: 'Vælg et beløb' })).getByRole('button', { name: `50${nbsp}kr.` }),
    );
    await user.click(depositButton());
    await waitFor(() => expect(fake.chargeBodies()).toHaveLength(1));
    expect(fake.chargeBodies()[0]).toMatchObject({ gameSessionId: 'from-app' });
  });

  it('charges once when the player double-clicks deposit', async () => {
    const { user, fake, goToPaymentPage } = setup();
    await user.type(await amountField(), '250');
    await user.dblClick(depositButton());
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledTimes(1));
    expect(fake.chargeBodies()).toHaveLength(1);
  });

  // Spec section 8: a failed charge is the generic failure, shown in the form and as a toast.
  it('shows the generic failure and reports it to tracking when the charge fails', async () => {
    const { user, track } = setup({ charges: [{ status: 402, body: { error: 'CHARGE_FAILED' } }] });
    await user.type(await amountField(), '250');
    await user.click(depositButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(generic);
    expect(await screen.findAllByText(generic)).toHaveLength(2); // in the form and in the toast
    expect(track).toHaveBeenCalledWith('depositError', { error: 'CHARGE_FAILED' });
    expect(depositButton()).not.toHaveAttribute('aria-disabled');
  });

  it("shows the generic failure when no payment URL comes back, tracking 'Ingen betalings-URL modtaget.'", async () => {
    const { user, track, goToPaymentPage } = setup({ charges: [{ body: {} }] });
    await user.type(await amountField(), '250');
    await user.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(generic);
    expect(track).toHaveBeenCalledWith('depositError', { error: 'Ingen betalings-URL modtaget.' });
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('retries a charge that got no answer with the same idempotency key, and a refused one with a new key', async () => {
    const { user, fake } = setup({
      charges: ['network-error', { status: 402, body: { error: 'CHARGE_FAILED' } }, { body: {} }],
    });
    await user.type(await amountField(), '250');
    await user.click(depositButton());
    await screen.findByRole('alert');
    await user.click(depositButton());
    await waitFor(() => expect(fake.chargeBodies()).toHaveLength(2));
    await screen.findByRole('alert');
    await user.click(depositButton());
    await waitFor(() => expect(fake.chargeBodies()).toHaveLength(3));
    expect(fake.chargeBodies().map((body) => body.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  // Spec sections 4 and 8: limit reached disables the whole form, with the warning.
  it('disables the whole form with the warning when the deposit limit is reached', async () => {
    setup({ status: { balance: 80, limitReached: true, maxAllowedCreditLimit: 0, limitsSet: true } });
    const field = await amountField();
    const warning = screen.getByRole('alert');
    expect(within(warning).getByText('Indbetalingsgrænse nået')).toBeInTheDocument();
    expect(warning).toHaveTextContent(limitText);
    expect(field).toBeDisabled();
    expect(depositButton()).toBeDisabled();
    for (const pick of within(screen.getByRole('group', { name: 'Vælg et beløb' })).getAllByRole('button')) {
      expect(pick).toBeDisabled();
    }
  });

  it('shows the limit warning when the server refuses the charge for the limit, and re-reads the status', async () => {
    const { user, fake, track } = setup({
      charges: [{ status: 409, body: { error: limitText, code: 'DEPOSIT_LIMIT_REACHED' } }],
    });
    await user.type(await amountField(), '250');
    const statusCallsBefore = fake.statusCalls();
    await user.click(depositButton());
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Indbetalingsgrænse nået');
    expect(warning).toHaveTextContent(limitText);
    expect(track).toHaveBeenCalledWith('depositError', { error: 'DEPOSIT_LIMIT_REACHED' });
    await waitFor(() => expect(fake.statusCalls()).toBeGreaterThan(statusCallsBefore));
  });

  // A paused, excluded or limit-less player is told why, with where to go next.
  it.each([
    ['PLAY_PAUSED', 'Du holder spilpause', 'Se din spilpause og dine muligheder', '/profile/lock'],
    ['SELF_EXCLUDED', 'Du er udelukket fra spil', 'Få hjælp til at spille ansvarligt', '/help'],
    ['DEPOSIT_LIMIT_REQUIRED', 'Sæt en indbetalingsgrænse', 'Sæt din grænse', '/profile/limits'],
  ])('tells a player refused with %s why and where to go, not the generic failure', async (code, title, link, href) => {
    const { user, track } = setup({ charges: [{ status: 403, body: { error: 'Serverens tekst.', code } }] });
    await user.type(await amountField(), '250');
    // Toasts of earlier tests may still be in the toaster: count only what this submit adds.
    const genericBefore = screen.queryAllByText(generic).length;
    await user.click(depositButton());
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(title)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryAllByText(generic)).toHaveLength(genericBefore);
    expect(track).toHaveBeenCalledWith('depositError', { error: code });
  });

  it('shows the whole Danish reason of a pause', async () => {
    const { user } = setup({
      charges: [{ status: 403, body: { error: 'Du holder spilpause i 24 timer.', code: 'PLAY_PAUSED' } }],
    });
    await user.type(await amountField(), '250');
    await user.click(depositButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
    );
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    const { user, fake } = setup({ status: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi kunne ikke hente din saldo og indbetalingsgrænse.');
    await user.click(within(alert).getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(fake.statusCalls()).toBe(2));
  });

  it('asks a signed-out visitor to log in or sign up, coming back afterwards, instead of loading anything', async () => {
    const fake = fakePaymentsApi();
    const store = createStore();
    store.set(sessionAtom, { status: 'unauthenticated' });
    renderWithProviders(
      <JotaiProvider store={store}>
        <DepositForm />
      </JotaiProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Log ind' })).toHaveAttribute(
      'href',
      '/auth/login?error=SessionRequired&callbackUrl=%2F',
    );
    expect(screen.getByRole('link', { name: 'Opret konto' })).toHaveAttribute('href', '/opret-konto?callbackUrl=%2F');
    expect(fake.statusCalls()).toBe(0);
  });
});

// Spec section 4: the promo banner.
describe('promo banner in the form', () => {
  const toggle = () => screen.findByRole('button', { name: '100 % bonus på din indbetaling' });

  it('is collapsed by default and opens on click with the sanitized message', async () => {
    const { user, container } = setup({ promo: samplePromo });
    const button = await toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('100 % bonus')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('100 % bonus', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bonusvilkår' })).toHaveAttribute('href', '/legal/vilkaar-og-regler');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by itself when the amount goes above 1000 kr.', async () => {
    const { user } = setup({ promo: samplePromo });
    const button = await toggle();
    await user.type(await amountField(), '1000');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.type(await amountField(), ',5');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays closed above 1000 kr. when the promo pays no bonus percentage', async () => {
    const { user } = setup({ promo: { ...samplePromo, bonusPaymentPercent: 0 } });
    const button = await screen.findByRole('button', { name: 'Bonus på din indbetaling' });
    await user.type(await amountField(), '5000');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not shown when there is no promo', async () => {
    setup({ promo: null });
    await amountField();
    expect(screen.queryByRole('button', { name: /bonus/u })).not.toBeInTheDocument();
  });
});

// DOMAIN.md "Limits and exclusion": setting a deposit limit is mandatory before depositing.
describe('deposit form without deposit limits', () => {
  afterEach(() => jest.restoreAllMocks());

  it('disables the form and links to the limits page', async () => {
    fakePaymentsApi({ status: { balance: 0, limitReached: false, maxAllowedCreditLimit: 0, limitsSet: false } });
    signIn(renderWithProviders(<DepositForm />));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse');
    expect(within(notice).getByRole('link', { name: 'Sæt din grænse' })).toHaveAttribute('href', '/profile/limits');
    expect(screen.getByRole('textbox', { name: 'Beløb i kr.' })).toBeDisabled();
  });
});

import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@casino/testing';
import { fakePaymentsApi, recordPaymentPageVisits, signIn } from '../deposit/testing/fake-payments-api.ts';
import DepositPage from './DepositPage.tsx';

afterEach(() => jest.restoreAllMocks());

function renderPage(search: string) {
  const fake = fakePaymentsApi();
  const goToPaymentPage = recordPaymentPageVisits();
  signIn(
    renderAt([{ path: '/profile/payment/deposit', element: <DepositPage /> }], `/profile/payment/deposit${search}`),
  );
  return { fake, goToPaymentPage, user: userEvent.setup() };
}

async function depositFiftyKroner(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Beløb i kr.' }), '50');
  await user.click(screen.getByRole('button', { name: 'Indbetal' }));
}

// Spec section 2, deposit screen: inputs game session id, redirect URL, cancel URL and currency.
// Section 7: the charge's defaults (the server's) when the query gives none.
describe('deposit page', () => {
  it('is the page titled Indbetal with the deposit form', async () => {
    renderPage('');
    expect(screen.getByRole('heading', { level: 1, name: 'Indbetal' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Beløb i kr.' })).toBeInTheDocument();
  });

  it("draws its frame while the session is not known: the heading and the form's skeleton, nothing of the player asked for", async () => {
    const fake = fakePaymentsApi();
    const view = renderAt([{ path: '/profile/payment/deposit', element: <DepositPage /> }], '/profile/payment/deposit');
    expect(screen.getByRole('heading', { level: 1, name: 'Indbetal' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser…');
    expect(fake.statusCalls()).toBe(0);
    signIn(view);
    expect(await screen.findByRole('textbox', { name: 'Beløb i kr.' })).toBeInTheDocument();
    expect(fake.statusCalls()).toBe(1);
  });

  it('charges with the game session, return URLs and currency from the query string', async () => {
    const { fake, user, goToPaymentPage } = renderPage(
      '?gameSessionId=gs-3&currency=dkk&redirectUrl=%2Fspil%2Fbook-of-ra%2Fspil&cancelUrl=%2Fspil%2Fbook-of-ra',
    );
    await depositFiftyKroner(user);
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalled());
    expect(fake.chargeBodies()[0]).toMatchObject({
      amount: 50,
      currency: 'dkk',
      gameSessionId: 'gs-3',
      redirectUrl: 'http://localhost/spil/book-of-ra/spil?status=paymentSuccess&gameSessionId=gs-3',
      cancelUrl: 'http://localhost/spil/book-of-ra?status=paymentCancelled&gameSessionId=gs-3',
    });
  });

  // The section 7 defaults are the server's alone; the page sends only what its query gives.
  it('leaves currency and return URLs out when the query gives none, so the server applies its defaults', async () => {
    const { fake, user } = renderPage('');
    await depositFiftyKroner(user);
    await waitFor(() => expect(fake.chargeBodies()).toHaveLength(1));
    expect(fake.chargeBodies()[0]).toEqual({
      amount: 50,
      gameSessionId: null,
      idempotencyKey: expect.any(String),
      method: 'card',
    });
  });

  it('never sends a return URL of another site', async () => {
    const { fake, user } = renderPage('?redirectUrl=https%3A%2F%2Fevil.example%2F');
    await depositFiftyKroner(user);
    await waitFor(() => expect(fake.chargeBodies()).toHaveLength(1));
    expect(fake.chargeBodies()[0]).not.toHaveProperty('redirectUrl');
  });
});

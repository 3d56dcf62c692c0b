import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderAt } from '@casino/testing';
import { fakePaymentsApi } from '../deposit/testing/fake-payments-api.ts';
import PaymentErrorPage from './PaymentErrorPage.tsx';

afterEach(() => jest.restoreAllMocks());

const receipt = (status: string, refusalCode: string | null = null) => ({
  paymentId: 'abc-123',
  amount: 80,
  ftd: 'false',
  method: 'card',
  status,
  refusalCode,
  createdAt: '2026-11-22T13:05:00.000Z',
});

function renderPage(search: string, answer: unknown = receipt('failed')) {
  fakePaymentsApi({ receipt: answer });
  renderAt([{ path: '/profile/payment/error', element: <PaymentErrorPage /> }], `/profile/payment/error${search}`);
}

// Spec sections 2 (/profile/payment/error) and 8 ('Der skete en fejl under betalingen. Prøv igen.').
describe('payment error page', () => {
  it("shows the charge-failed text, the payment's id and a way back to the deposit", async () => {
    renderPage('?paymentId=abc-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Der skete en fejl under betalingen. Prøv igen.');
    expect(screen.getByText('abc-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prøv at indbetale igen' })).toHaveAttribute(
      'href',
      '/profile/payment/deposit',
    );
  });

  it('leaves out the reference when there is none', async () => {
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der skete en fejl under betalingen. Prøv igen.');
    expect(screen.queryByText(/Betalings-id/)).not.toBeInTheDocument();
  });

  it('tells a player who paused after opening the payment why it was not credited', async () => {
    renderPage('?paymentId=abc-123', receipt('refused', 'PLAY_PAUSED'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
    );
    expect(screen.getByRole('link', { name: 'Se din spilpause og dine muligheder' })).toHaveAttribute(
      'href',
      '/profile/lock',
    );
    expect(
      screen.getByText(
        'Vi har annulleret betalingen hos betalingsudbyderen, så der bliver ikke trukket penge fra din konto.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Der skete en fejl under betalingen. Prøv igen.')).not.toBeInTheDocument();
  });

  it('tells a player who lowered the limit after opening the payment that it passed the limit', async () => {
    renderPage('?paymentId=abc-123', receipt('refused', 'DEPOSIT_LIMIT_REACHED'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.',
    );
    expect(screen.getByText('Indbetalingsgrænse nået')).toBeInTheDocument();
  });
});

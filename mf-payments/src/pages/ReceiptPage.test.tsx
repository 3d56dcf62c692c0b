import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderAt } from '@casino/testing';
import { fakePaymentsApi } from '../deposit/testing/fake-payments-api.ts';
import ReceiptPage from './ReceiptPage.tsx';

afterEach(() => jest.restoreAllMocks());

const receipt = {
  paymentId: '7f1c9a52-0000-4000-8000-000000000001',
  amount: 1500,
  ftd: 'true',
  method: 'card',
  status: 'completed',
  createdAt: '2026-11-22T13:05:00.000Z',
};

function renderPage(search: string, answer: unknown) {
  const fake = fakePaymentsApi({ receipt: answer });
  renderAt([{ path: '/profile/payment/receipt', element: <ReceiptPage /> }], `/profile/payment/receipt${search}`);
  return fake;
}

// Spec sections 2 (receipt page) and 3 ("Payment receipt": paymentId, amount, ftd, method).
describe('receipt page', () => {
  it('shows the amount in kroner, the method, the Danish date and the first-deposit note', async () => {
    const fake = renderPage(`?paymentId=${receipt.paymentId}`, receipt);
    expect(await screen.findByText('1.500,00 kr.')).toBeInTheDocument();
    expect(screen.getByText('Betalingskort via Nexi')).toBeInTheDocument();
    expect(screen.getByText('22. november 2026 kl. 14.05')).toBeInTheDocument();
    expect(screen.getByText('Gennemført')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tak for din første indbetaling – velkommen!');
    expect(fake.receiptIds()).toEqual([receipt.paymentId]);
  });

  it('names a deposit paid from a bank account through Trustly in Danish', async () => {
    renderPage(`?paymentId=${receipt.paymentId}`, { ...receipt, method: 'bank', ftd: 'false' });
    expect(await screen.findByText('Bankoverførsel via Trustly')).toBeInTheDocument();
  });

  it('has no first-deposit note for a later deposit', async () => {
    renderPage(`?paymentId=${receipt.paymentId}`, { ...receipt, ftd: 'false', amount: 99.5 });
    expect(await screen.findByText('99,50 kr.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not call a payment refused at confirmation completed, and says why', async () => {
    renderPage(`?paymentId=${receipt.paymentId}`, {
      ...receipt,
      ftd: 'false',
      status: 'refused',
      refusalCode: 'PLAY_PAUSED',
    });
    expect(await screen.findByText('Ikke gennemført')).toBeInTheDocument();
    expect(screen.queryByText('Gennemført')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Du holder spilpause i 24 timer.');
  });

  it('says the payment was not found for an unknown payment, and asks nothing without a paymentId', async () => {
    renderPage('?paymentId=nope', { status: 404, body: { error: 'Betalingen findes ikke.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke finde betalingen.');
  });

  it('does not call the server without a paymentId', async () => {
    const fake = renderPage('', receipt);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke finde betalingen.');
    expect(fake.receiptIds()).toEqual([]);
  });
});

// DOMAIN.md "Payments": a withdrawal has a receipt too, with its state.
describe("a withdrawal's receipt", () => {
  it('shows the amount, where the money went, its state and when', async () => {
    const withdrawal = {
      id: '7f1c9a52-0000-4000-8000-000000000002',
      amount: 70,
      status: 'paid' as const,
      reason: 'player' as const,
      destination: '•••• 1111',
      forfeitedBonus: 0,
      failureReason: null,
      createdAt: '2026-11-22T13:05:00.000Z',
      settledAt: '2026-11-22T13:10:00.000Z',
    };
    fakePaymentsApi({ withdrawal });
    renderAt(
      [{ path: '/profile/payment/receipt', element: <ReceiptPage /> }],
      `/profile/payment/receipt?withdrawalId=${withdrawal.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Udbetaling' })).toBeInTheDocument();
    expect(screen.getByText('70,00 kr.')).toBeInTheDocument();
    expect(screen.getByText('•••• 1111')).toBeInTheDocument();
    expect(screen.getByText('Udbetalt')).toBeInTheDocument();
    expect(screen.getByText('22. november 2026 kl. 14.10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Til udbetaling' })).toHaveAttribute('href', '/profile/payment/payout');
  });
});

import { screen } from '@testing-library/react';
import { renderAt } from '@casino/testing';
import PaymentErrorPage from './PaymentErrorPage.tsx';

function renderPage(search: string) {
  renderAt([{ path: '/profile/payment/error', element: <PaymentErrorPage /> }], `/profile/payment/error${search}`);
}

// Spec sections 2 (/profile/payment/error) and 8 ('Der skete en fejl under betalingen. Prøv igen.').
describe('payment error page', () => {
  it("shows the charge-failed text, the payment's id and a way back to the deposit", () => {
    renderPage('?paymentId=abc-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Der skete en fejl under betalingen. Prøv igen.');
    expect(screen.getByText('abc-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prøv at indbetale igen' })).toHaveAttribute(
      'href',
      '/profile/payment/deposit',
    );
  });

  it('leaves out the reference when there is none', () => {
    renderPage('');
    expect(screen.queryByText(/Betalings-id/)).not.toBeInTheDocument();
  });
});

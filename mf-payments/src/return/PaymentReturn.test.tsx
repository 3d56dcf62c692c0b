import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { PaymentReturnFlag } from '@casino/platform';
import { renderWithProviders } from '@casino/testing';
import { fakePaymentsApi, recordTracking, signIn } from '../deposit/testing/fake-payments-api.ts';
import PaymentReturn from './PaymentReturn.tsx';

const receiptOf = (fields: Record<string, unknown>) => ({
  paymentId: 'pay-42',
  amount: 250,
  ftd: 'false',
  method: 'visa',
  status: 'completed',
  createdAt: '2026-11-22T05:30:00.000Z',
  ...fields,
});

function mount(payment: PaymentReturnFlag, receipt?: unknown) {
  const fake = fakePaymentsApi(receipt ? { receipt } : {});
  const track = recordTracking();
  const onDone = jest.fn();
  const view = renderWithProviders(
    <>
      <PaymentReturn payment={payment} onDone={onDone} />
      <Toaster />
    </>,
    '/spil/book-of-ra',
  );
  signIn(view);
  return { fake, track, onDone };
}

beforeAll(() => {
  // jsdom lacks pointer capture, which sonner's swipe handling calls on every press.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(() => toast.dismiss());

// Spec section 2 (status=paymentSuccess / paymentCancelled on any page) and section 3 (the deposit event).
describe('a return from the payment page', () => {
  it('shows the success toast and tracks a first-time deposit from the receipt, once', async () => {
    const { fake, track, onDone } = mount(
      { status: 'success', paymentId: 'pay-42' },
      { body: receiptOf({ ftd: 'true' }) },
    );
    expect(await screen.findByText('Betalingen blev gennemført. Du kan nu fortsætte dit spil.')).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(track.mock.calls.filter(([event]) => event === 'deposit')).toEqual([
      [
        'deposit',
        expect.objectContaining({
          id: 'pay-42',
          amount: 250,
          type: 'FTD',
          method: 'visa',
          location: '/spil/book-of-ra',
        }),
      ],
    ]);
    expect(fake.receiptIds()).toEqual(['pay-42']);
  });

  it("tracks a later deposit as 'Deposit'", async () => {
    const { track, onDone } = mount(
      { status: 'success', paymentId: 'pay-7' },
      { body: receiptOf({ paymentId: 'pay-7' }) },
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(track).toHaveBeenCalledWith('deposit', expect.objectContaining({ id: 'pay-7', type: 'Deposit' }));
  });

  it('turns the success toast into the reason when the payment was refused at confirmation, tracking nothing', async () => {
    const { track, onDone } = mount(
      { status: 'success', paymentId: 'pay-9' },
      { body: receiptOf({ paymentId: 'pay-9', status: 'refused', refusalCode: 'PLAY_PAUSED' }) },
    );
    expect(await screen.findByText('Betalingen blev ikke gennemført')).toBeInTheDocument();
    expect(
      screen.getByText('Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Betalingen blev gennemført. Du kan nu fortsætte dit spil.')).not.toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(track.mock.calls.map(([event]) => event)).not.toContain('deposit');
  });

  it('shows the cancelled warning, asks for no receipt and tracks nothing', async () => {
    const { fake, track, onDone } = mount({ status: 'cancelled' });
    expect(await screen.findByText('Betalingen blev afbrudt. Prøv igen.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(fake.receiptIds()).toEqual([]);
    expect(track).not.toHaveBeenCalled();
  });
});

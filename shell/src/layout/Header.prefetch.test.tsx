import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositDialogModule } from '@casino/platform';
import { fakeFederation } from '../test-support/fake-federation.ts';

// The federation runtime with a payments remote in memory, before the shell's federation code is imported.
const preload = jest.fn<NonNullable<DepositDialogModule['preload']>>(() => Promise.resolve());
const dialog: DepositDialogModule = { default: () => null, preload };
const loadRemote = fakeFederation(dialog);
const { startFederation } = await import('../federation/runtime.ts');
const { depositDialogOpenAtom, sessionAtom } = await import('@casino/platform');
const { renderWithProviders } = await import('@casino/testing');
const { fakeApi, json } = await import('../test-support/fake-api.ts');
const { Header } = await import('./Header.tsx');

startFederation({ payments: 'http://localhost/remotes/payments/1.0.0/mf-manifest.json' }, 5000);

// Spec section 2 (Deposit screen) and ARCHITECTURE "Widgets on intent": the dialog loads on intent, and
// payments, not the shell, decides which data its form opens with.
describe("the header's 'Indbetal' on intent", () => {
  it('loads the deposit dialog and lets it fetch its own data with the shell’s query client, before the click', async () => {
    const api = fakeApi({
      'GET /api/proxy/payment/depositStatus': () =>
        json({ balance: 1250, limitReached: false, maxAllowedCreditLimit: 2000, limitsSet: true }),
    });
    const { store } = renderWithProviders(<Header />);
    act(() =>
      store.set(sessionAtom, {
        status: 'authenticated',
        user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
        loggedInAt: new Date().toISOString(),
      }),
    );
    expect(loadRemote).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('button', { name: 'Indbetal' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loadRemote).toHaveBeenCalledWith('payments/DepositDialog');
    expect(preload).toHaveBeenCalledWith({ queryClient: expect.anything(), signedIn: true });
    expect(store.get(depositDialogOpenAtom)).toBe(false);
    api.restore();
  });
});

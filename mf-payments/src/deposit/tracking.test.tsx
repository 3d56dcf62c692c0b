import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { profileQuery, type Profile } from '@casino/api-client';
import { sessionAtom } from '@casino/platform';
import { useTrack } from './tracking.ts';

const profile = {
  name: 'Mette Jensen',
  email: 'spiller@casino.test',
  phoneNumber: '+4512345678',
} as Profile;

function setUp(signedIn: boolean) {
  const store = createStore();
  const queryClient = new QueryClient();
  if (signedIn) {
    store.set(sessionAtom, {
      status: 'authenticated',
      user: { id: 'p-1', name: profile.name, email: profile.email },
      loggedInAt: '2026-11-22T08:00:00Z',
    });
    queryClient.setQueryData(profileQuery({ isAuthenticated: true }).queryKey, profile);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  return renderHook(() => useTrack(), { wrapper }).result.current;
}

const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

// Spec section 3 (payout: type, amount; deposit error: error) and section 6 (user tracking needs a profile).
describe('payments tracking', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it('pushes the payout event with its payload for a signed-in player', () => {
    setUp(true)('payout', { type: 'Payout', amount: 250 });
    expect(dataLayer()).toEqual([
      expect.objectContaining({ event: 'payout', type: 'Payout', amount: 250, country: 'DK' }),
    ]);
  });

  it('sends nothing without a logged-in profile', () => {
    setUp(false)('depositError', { error: 'Der skete en fejl under betalingen. Prøv igen.' });
    expect(dataLayer()).toEqual([]);
  });
});

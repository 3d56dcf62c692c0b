import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { renderAt } from '@casino/testing';
import { fakePaymentsApi, signIn } from './deposit/testing/fake-payments-api.ts';
import { routes } from './routes.tsx';

afterEach(() => jest.restoreAllMocks());

// Spec section 2 (route table): the payments paths.
describe('payments routes', () => {
  it.each([
    '/profile/payment/deposit',
    '/profile/payment/error',
    '/profile/payment/payout',
    '/profile/payment/receipt',
  ])('serves %s', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(path);
  });

  it('shows the deposit form on the deposit page', async () => {
    fakePaymentsApi();
    signIn(renderAt(routes, '/profile/payment/deposit'));
    expect(await screen.findByRole('textbox', { name: 'Beløb i kr.' })).toBeInTheDocument();
  });
});

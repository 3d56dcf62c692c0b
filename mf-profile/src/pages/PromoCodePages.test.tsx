import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@casino/api-client';
import type { NextPromoCode } from '@casino/api-client/payments';
import type { ProfilePromoCodes } from '@casino/api-client/profile';
import { fakeApi } from '../testing/fake-api.ts';
import { profileOf } from '@casino/testing';
import { renderSignedIn } from '../testing/render.tsx';
import MyPromoCodesPage from './MyPromoCodesPage.tsx';
import PromoCodePage from './PromoCodePage.tsx';

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as DataLayerWindow).dataLayer;
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const redeemPath = '/api/proxy/profiles/promocodes/redeem';

const bonus50: NextPromoCode = {
  code: 'BONUS50',
  game: null,
  minPaymentTransactionAmount: 200,
  freeSpins: 0,
  bonusAmount: 500,
  bonusPaymentPercent: 50,
  message: '<p>Få 50 % i bonus op til 500 kr.</p>',
  wagering: { multiplier: 10, days: 60 },
};
const promoCodes: ProfilePromoCodes = {
  nextPromoCode: bonus50,
  freeSpins: [
    {
      id: '3',
      code: 'WEEKENDSPINS',
      game: { slug: 'guldfeber', title: 'Guldfeber', imageUrl: null },
      spins: 20,
      remainingSpins: 12,
      spinValue: 1,
      expiresAt: '2026-11-27T12:00:00.000Z',
    },
  ],
};
const profile = profileOf();
const promoEvents = () => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => e.event === 'promoCode');

// Spec sections 2 (/mine/bonusser) and 3 ("Profile promo codes": nextPromoCode and freeSpins with a game each).
describe('my promo codes', () => {
  it('shows the next offer with its terms, the bonus spins with a link to each game, and the incomplete notice', () => {
    renderSignedIn(<MyPromoCodesPage />, '/mine/bonusser', [
      [queryKeys.promoCodes, promoCodes],
      [queryKeys.incompletePromoCodeUsages, { hasIncomplete: true }],
    ]);
    const offer = screen.getByRole('region', { name: 'Dit næste tilbud' });
    expect(plain(offer.textContent)).toContain('Kode: BONUS50');
    expect(plain(offer.textContent)).toContain('Få 50 % i bonus op til 500 kr.');
    expect(plain(offer.textContent)).toContain('Gælder ved en indbetaling på mindst 200 kr.');
    expect(plain(offer.textContent)).toContain('Gennemspilskrav: 10 x (indbetaling + bonus) inden for 60 dage.');
    expect(offer.textContent).not.toMatch(/gratis/i);
    const spins = screen.getByRole('region', { name: 'Dine bonusspins' });
    expect(plain(spins.textContent)).toContain('12 af 20 spins à 1 kr. tilbage.');
    expect(within(spins).getByRole('link', { name: 'Spil Guldfeber' })).toHaveAttribute('href', '/spil/guldfeber');
    expect(screen.getByText(/Du har en bonus, der endnu ikke er gennemspillet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se dit bonusforløb' })).toHaveAttribute('href', '/profile/bonus-progress');
  });

  it('says when there is no offer and no spins, without the notice', () => {
    renderSignedIn(<MyPromoCodesPage />, '/mine/bonusser', [
      [queryKeys.promoCodes, { nextPromoCode: null, freeSpins: [] }],
      [queryKeys.incompletePromoCodeUsages, { hasIncomplete: false }],
    ]);
    expect(screen.getByText('Der er ikke noget tilbud til dig lige nu.')).toBeInTheDocument();
    expect(screen.getByText('Du har ingen bonusspins lige nu.')).toBeInTheDocument();
    expect(screen.queryByText(/endnu ikke er gennemspillet/)).not.toBeInTheDocument();
  });
});

// Spec sections 2 (/promocode) and 3 (promo code event: type, status, code).
describe('entering a promo code', () => {
  it('redeems a code typed any way, shows the offer and tracks the success', async () => {
    const api = fakeApi({ [`POST ${redeemPath}`]: { body: { code: 'BONUS50', nextPromoCode: bonus50 } } });
    renderSignedIn(<PromoCodePage />, '/promocode', [[queryKeys.profile, profile]]);
    await userEvent.type(screen.getByLabelText('Kampagnekode'), 'bonus 50');
    await userEvent.click(screen.getByRole('button', { name: 'Indløs kode' }));
    expect(await screen.findByText('Koden BONUS50 er indløst.')).toBeInTheDocument();
    expect(api.posts(redeemPath)).toEqual([{ code: 'BONUS50' }]);
    expect(promoEvents()).toEqual([
      expect.objectContaining({ type: 'redeem', status: 'success', code: 'BONUS50', country: 'DK' }),
    ]);
  });

  it.each([
    ['', 'Skriv en kampagnekode'],
    ['BONUS-50!', 'En kampagnekode består af bogstaver og tal'],
  ])('says why %p is not a code and sends nothing', async (typed, message) => {
    const api = fakeApi({});
    renderSignedIn(<PromoCodePage />, '/promocode');
    if (typed) await userEvent.type(screen.getByLabelText('Kampagnekode'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Indløs kode' }));
    await waitFor(() => expect(screen.getByLabelText('Kampagnekode')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.posts(redeemPath)).toEqual([]);
  });

  it('puts the server’s refusal under the field and tracks the failure', async () => {
    const used = 'Du har allerede indløst eller brugt denne kode.';
    fakeApi({
      [`POST ${redeemPath}`]: {
        status: 409,
        body: { error: used, issues: [{ path: ['code'], message: used, code: 'custom' }] },
      },
    });
    renderSignedIn(<PromoCodePage />, '/promocode', [[queryKeys.profile, profile]]);
    await userEvent.type(screen.getByLabelText('Kampagnekode'), 'BONUS50');
    await userEvent.click(screen.getByRole('button', { name: 'Indløs kode' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kampagnekode')).toHaveAccessibleDescription(expect.stringContaining(used)),
    );
    expect(promoEvents()).toEqual([expect.objectContaining({ type: 'redeem', status: 'failed', code: 'BONUS50' })]);
  });
});

import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { queryKeys } from '@casino/api-client';
import type { ActiveBonus } from '@casino/api-client/profile';
import { renderSignedIn } from '../testing/render.tsx';
import BonusProgressPage from './BonusProgressPage.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const key = [...queryKeys.player, 'activeBonuses'];

const bonus: ActiveBonus = {
  id: '7',
  code: 'BONUS50',
  bonusAmount: 250,
  depositAmount: 500,
  multiplier: 10,
  wageringRequired: 7500,
  wagered: 1200,
  remaining: 6300,
  startedAt: '2026-11-19T12:00:00.000Z',
  expiresAt: '2027-01-18T12:00:00.000Z',
};

beforeEach(() =>
  jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00.000Z'), doNotFake: ['setTimeout', 'queueMicrotask'] }),
);
afterEach(() => jest.useRealTimers());

// Spec section 2 (/profile/bonus-progress); DOMAIN.md "Bonuses" (worked example in kroner, at least 60 days).
describe('bonus progress page', () => {
  it('shows the requirement, what is wagered and left with a bar, the deadline and a worked example', () => {
    renderSignedIn(<BonusProgressPage />, '/profile/bonus-progress', [[key, [bonus]]]);
    const card = screen.getByRole('heading', { name: 'Bonus fra koden BONUS50' }).closest('li')!;
    const text = plain(card.textContent);
    expect(text).toContain('Gennemspilskrav: 7.500 kr.');
    expect(text).toContain('Spillet for: 1.200 kr.');
    expect(text).toContain('Mangler: 6.300 kr.');
    expect(text).toContain('Skal være gennemspillet senest 18. januar 2027 (57 dage tilbage).');
    expect(text).toContain(
      'Sådan regnes det: Du indbetalte 500 kr. og fik 250 kr. i bonus. Kravet er 10 x (500 kr. + 250 kr.) = 7.500 kr. i alt. Du har spillet for 1.200 kr. og mangler 6.300 kr. af kravet.',
    );
    const bar = within(card).getByRole('meter', { name: 'Gennemspillet af bonussen fra BONUS50' });
    expect(bar).toHaveAttribute('value', '1200');
    expect(bar).toHaveAttribute('max', '7500');
  });

  it('links to the help on wagering requirements', () => {
    renderSignedIn(<BonusProgressPage />, '/profile/bonus-progress', [[key, [bonus]]]);
    expect(screen.getByRole('link', { name: 'Hvad betyder gennemspilskrav?' })).toHaveAttribute(
      'href',
      '/help#hvad-betyder-gennemspilskrav',
    );
  });

  it('says so when no bonus is being wagered', () => {
    renderSignedIn(<BonusProgressPage />, '/profile/bonus-progress', [[key, []]]);
    expect(screen.getByText(/Du har ingen bonusser, der skal gennemspilles\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se dine bonusser og kampagnekoder' })).toHaveAttribute(
      'href',
      '/mine/bonusser',
    );
  });
});

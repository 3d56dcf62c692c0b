import { screen, within } from '@testing-library/react';
import { queryKeys, type DepositStatus, type Profile } from '@casino/api-client';
import { profileOf } from '@casino/testing';
import { renderSignedIn } from '../testing/render.tsx';
import OverviewPage from './OverviewPage.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const profile = profileOf({
  name: 'Mette Louise Jensen',
  firstName: 'Mette Louise',
  phoneNumber: '20123456',
  lastLogin: '2026-11-19T08:30:00.000Z',
});
const status: DepositStatus = { balance: 1250, limitReached: false, maxAllowedCreditLimit: 2000, limitsSet: true };

function renderPage(who: Profile = profile) {
  return renderSignedIn(<OverviewPage />, '/profile', [
    [queryKeys.profile, who],
    [queryKeys.depositStatus, status],
  ]);
}

// Spec sections 2 (/profile), 5 (initials) and 9 (Danish date).
describe('profile overview', () => {
  it('shows the name with its initials from the first and last word, customer number, balance and last login', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Min profil' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Profilbillede med initialerne for Mette Louise Jensen' }),
    ).toHaveTextContent('MJ');
    expect(screen.getByText('Mette Louise Jensen')).toBeInTheDocument();
    const facts = screen.getByText('Kundenummer').closest('dl')!;
    const pairs = within(facts)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent)}`);
    expect(pairs).toEqual([
      'Kundenummer: 100001',
      'E-mail: spiller@casino.test',
      'Saldo: 1.250,00 kr.',
      'Sidst logget ind: 19. november 2026',
    ]);
  });

  it('says so on a first login instead of a date', () => {
    renderPage({ ...profile, lastLogin: null });
    expect(screen.getByText('Dette er dit første login')).toBeInTheDocument();
  });

  it('links to every area of the profile and to sign-out', () => {
    renderPage();
    const areas = screen.getByRole('navigation', { name: 'Din konto' });
    const links = within(areas)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Indstillinger', '/profile/settings'],
      ['Skift adgangskode', '/profile/password'],
      ['Adresselås', '/profile/address-lock'],
      ['Slet profil', '/profile/delete'],
      ['Indbetalingsgrænser', '/profile/limits'],
      ['Lås konto', '/profile/lock'],
      ['Transaktioner', '/profile/transactions'],
      ['Spilhistorik', '/mine/spilhistorik'],
      ['Udbetaling', '/profile/payment/payout'],
      ['Bonusforløb', '/profile/bonus-progress'],
      ['Mine bonusser', '/mine/bonusser'],
      ['Indløs kampagnekode', '/promocode'],
    ]);
    expect(screen.getByRole('link', { name: 'Log ud' })).toHaveAttribute('href', '/auth/logout');
  });
});

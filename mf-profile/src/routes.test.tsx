import { screen } from '@testing-library/react';
import { renderAt } from '@casino/testing';
import { preload, routes } from './routes.tsx';

// Spec section 2 (route table): profile area and account management pages reach the profile remote.
describe('profile routes', () => {
  it.each([
    ['/profile', 'Min profil'],
    ['/profile/settings', 'Indstillinger'],
    ['/profile/limits', 'Indbetalingsgrænser'],
    ['/profile/transactions', 'Transaktioner'],
    ['/profile/address-lock', 'Adresselås'],
    ['/profile/bonus-progress', 'Bonusforløb'],
    ['/profile/confirm-delete', 'Bekræft sletning'],
    ['/profile/delete', 'Slet profil'],
    ['/profile/lock', 'Lås konto'],
    ['/profile/password', 'Skift adgangskode'],
    ['/mine/bonusser', 'Mine bonusser'],
    ['/promocode', 'Indløs kampagnekode'],
  ])('%s shows the page "%s"', async (path, title) => {
    // As the shell does before its first render: the page's code is there, so it shows at once.
    await preload(path);
    renderAt(routes, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} – Casino`);
  });
});

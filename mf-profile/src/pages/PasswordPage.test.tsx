import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../testing/fake-api.ts';
import { renderSignedIn } from '../testing/render.tsx';
import PasswordPage from './PasswordPage.tsx';

afterEach(() => jest.restoreAllMocks());

const passwordPath = '/api/proxy/profiles/password';
const field = (label: string) => screen.getByLabelText(label);
async function fill(current: string, next: string, repeat: string) {
  if (current) await userEvent.type(field('Nuværende adgangskode'), current);
  if (next) await userEvent.type(field('Ny adgangskode'), next);
  if (repeat) await userEvent.type(field('Gentag ny adgangskode'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
}

// Spec section 2 (/profile/password): strength rules, the new password twice, other sessions revoked.
describe('password page', () => {
  it('shows every field’s message at once and focuses the first', async () => {
    const api = fakeApi({});
    renderSignedIn(<PasswordPage />, '/profile/password');
    await fill('', 'kortkode', 'andet');
    await waitFor(() => expect(field('Nuværende adgangskode')).toHaveFocus());
    expect(field('Nuværende adgangskode')).toHaveAccessibleDescription('Nuværende adgangskode er påkrævet');
    expect(field('Ny adgangskode')).toHaveAccessibleDescription(
      'Den nye adgangskode skal være mindst 10 tegn Mindst 10 tegn med både bogstaver og tal.',
    );
    expect(field('Gentag ny adgangskode')).toHaveAccessibleDescription('De to nye adgangskoder er ikke ens');
    expect(api.posts(passwordPath)).toEqual([]);
  });

  it.each([
    ['bareBogstaver', 'Den nye adgangskode skal indeholde både bogstaver og tal'],
    ['Casino2026!', 'Den nye adgangskode skal være forskellig fra den nuværende'],
  ])('says why %p is not a new password', async (next, message) => {
    fakeApi({});
    renderSignedIn(<PasswordPage />, '/profile/password');
    await fill('Casino2026!', next, next);
    await waitFor(() => expect(field('Ny adgangskode')).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it('changes the password, empties the form and says how many other devices were signed out', async () => {
    const api = fakeApi({ [`POST ${passwordPath}`]: { body: { ok: true, otherSessionsEnded: 2 } } });
    renderSignedIn(<PasswordPage />, '/profile/password');
    await fill('Casino2026!', 'NyKode2027', 'NyKode2027');
    expect(await screen.findByText('Din adgangskode er skiftet.')).toBeInTheDocument();
    expect(screen.getByText('Du er logget ud på 2 andre enheder.')).toBeInTheDocument();
    expect(api.posts(passwordPath)).toEqual([{ currentPassword: 'Casino2026!', newPassword: 'NyKode2027' }]);
    expect(field('Ny adgangskode')).toHaveValue('');
  });

  it('puts a wrong current password under its field', async () => {
    const wrong = 'Den nuværende adgangskode er forkert.';
    fakeApi({
      [`POST ${passwordPath}`]: {
        status: 400,
        body: { error: wrong, issues: [{ path: ['currentPassword'], message: wrong, code: 'custom' }] },
      },
    });
    renderSignedIn(<PasswordPage />, '/profile/password');
    await fill('Forkert2026', 'NyKode2027', 'NyKode2027');
    await waitFor(() => expect(field('Nuværende adgangskode')).toHaveAccessibleDescription(wrong));
    expect(field('Nuværende adgangskode')).toHaveFocus();
  });
});

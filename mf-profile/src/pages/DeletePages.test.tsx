import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../testing/fake-api.ts';
import { renderSignedIn } from '../testing/render.tsx';
import ConfirmDeletePage from './ConfirmDeletePage.tsx';
import DeletePage from './DeletePage.tsx';

afterEach(() => jest.restoreAllMocks());

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const deleteProfilePath = '/api/proxy/profiles/deleteProfile';
const invalid = 'Bekræftelseskoden er ugyldig eller udløbet. Start sletningen forfra.';

/** The confirm button runs on a second, separate press (spec section 4). */
async function pressTwice(name: string) {
  const button = screen.getByRole('button', { name });
  await userEvent.click(button);
  await userEvent.click(button);
}

// Spec sections 2 (/profile/delete, /profile/confirm-delete) and 7 (delete, deleteProfile).
describe('asking to delete the profile', () => {
  it('says where the one-time link went, until when, and links the sandbox outbox', async () => {
    const api = fakeApi({
      'POST /api/proxy/profiles/delete': {
        body: {
          sentTo: 'slettes@casino.test',
          expiresAt: '2026-11-22T14:05:00.000Z',
          outboxUrl: 'http://127.0.0.1:4100/?to=slettes%40casino.test',
        },
      },
    });
    renderSignedIn(<DeletePage />, '/profile/delete');
    await userEvent.click(screen.getByRole('button', { name: 'Send bekræftelse på e-mail' }));
    expect(
      await screen.findByText(
        'Vi har sendt en e-mail til slettes@casino.test. Åbn linket i e-mailen senest 22. november 2026 kl. 15.05 for at slette din profil.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Åbn testpostkassen' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4100/?to=slettes%40casino.test',
    );
    expect(api.posts('/api/proxy/profiles/delete')).toEqual([undefined]);
  });
});

describe('confirming the deletion', () => {
  it('fills the token from the link and deletes only on the second press, then says the profile is gone', async () => {
    const api = fakeApi({
      [`POST ${deleteProfilePath}`]: {
        body: { ok: true, payout: { amount: 240, forfeitedBonus: 0, destination: '•••• 1111' } },
      },
      'GET /api/auth/session': { body: null },
      'POST /api/auth/signout': { body: { url: 'http://localhost/' } },
    });
    renderSignedIn(<ConfirmDeletePage />, '/profile/confirm-delete?token=abc123');
    expect(screen.getByLabelText('Bekræftelseskode')).toHaveValue('abc123');
    const button = screen.getByRole('button', { name: 'Slet min profil' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Er du sikker?');
    expect(api.posts(deleteProfilePath)).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Din profil er slettet' })).toBeInTheDocument();
    // DOMAIN.md "Payments": what was on the account goes back to the card, and the page says so.
    expect(
      screen.getByText(/^Vi udbetaler din saldo på 240,00\skr\. til din bankkonto \(•••• 1111\)\./u),
    ).toBeInTheDocument();
    expect(api.posts(deleteProfilePath)).toEqual([{ acceptedNewsletters: false, token: 'abc123' }]);
    await waitFor(() => expect(api.posts('/api/auth/signout')).toHaveLength(1));
  });

  it('does not delete on Enter in the field', async () => {
    const api = fakeApi({ [`POST ${deleteProfilePath}`]: { body: { ok: true, payout: null } } });
    renderSignedIn(<ConfirmDeletePage />, '/profile/confirm-delete?token=abc123');
    await userEvent.type(screen.getByLabelText('Bekræftelseskode'), '{Enter}');
    expect(api.posts(deleteProfilePath)).toEqual([]);
  });

  it('asks for the code when there is none', async () => {
    fakeApi({});
    renderSignedIn(<ConfirmDeletePage />, '/profile/confirm-delete');
    await pressTwice('Slet min profil');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bekræftelseskoden mangler');
  });

  it('refuses an expired, wrong or used code in Danish under the field, with a way to start over', async () => {
    fakeApi({
      [`POST ${deleteProfilePath}`]: {
        status: 400,
        body: { error: invalid, issues: [{ path: ['token'], message: invalid, code: 'custom' }] },
      },
    });
    renderSignedIn(<ConfirmDeletePage />, '/profile/confirm-delete?token=brugt');
    await pressTwice('Slet min profil');
    await waitFor(() =>
      expect(screen.getByLabelText('Bekræftelseskode')).toHaveAccessibleDescription(
        `${invalid} Koden står i e-mailen, vi sendte dig. Linket i e-mailen udfylder den for dig.`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Start sletningen forfra' })).toHaveAttribute('href', '/profile/delete');
    expect(plain(document.body.textContent)).not.toContain('Din profil er slettet');
  });
});

import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@casino/api-client';
import { lockAccount, type LockPeriod } from '@casino/api-client/profile';
import { fakeApi } from '../testing/fake-api.ts';
import { profileOf } from '@casino/testing';
import { renderSignedIn } from '../testing/render.tsx';
import LockPage from './LockPage.tsx';

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as DataLayerWindow).dataLayer;
});

const profile = profileOf({ phoneNumber: '20123456', acceptedNewsletters: true });

const until = '2026-12-22T13:05:00.000Z';
function fakeLocks() {
  return fakeApi({
    'POST /api/proxy/profiles/cooldown': {
      body: { period: 'day', lockedUntil: '2026-11-23T13:05:00.000Z', payout: null },
    },
    'POST /api/proxy/profiles/lock': (body) => ({
      body: {
        period: (body as { period: LockPeriod }).period,
        lockedUntil: (body as { period: string }).period === 'month' ? until : null,
        payout: { amount: 480, forfeitedBonus: 0, destination: '•••• 1111' },
      },
    }),
    'GET /api/auth/session': { body: null },
    'POST /api/auth/signout': { body: { url: 'http://localhost/' } },
  });
}

const renderPage = () => renderSignedIn(<LockPage />, '/profile/lock', [[queryKeys.profile, profile]]);
const accountEvents = () => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => e.event === 'accountStatus');

// Spec sections 4 (lock period, confirm button) and 5 (only day, month or forever); DOMAIN.md "Limits and exclusion".
describe('lock page', () => {
  it('pauses for 24 hours only on the second press, then says until when, tracks it and points to help', async () => {
    const api = fakeLocks();
    renderPage();
    const pause = screen.getByRole('button', { name: 'Hold pause i 24 timer' });
    await userEvent.click(pause);
    expect(pause).toHaveTextContent('Er du sikker?');
    expect(api.posts('/api/proxy/profiles/cooldown')).toEqual([]);
    await userEvent.click(pause);
    expect(await screen.findByText(/Du holder spilpause til 23\. november 2026 kl\. 14\.05\./)).toBeInTheDocument();
    expect(api.posts('/api/proxy/profiles/cooldown')).toEqual([{}]);
    expect(accountEvents()).toEqual([
      expect.objectContaining({ event: 'accountStatus', type: 'cooldown', period: 'day', country: 'DK' }),
    ]);
    expect(screen.getByRole('link', { name: 'StopSpillet: +45 70 22 28 25' })).toHaveAttribute(
      'href',
      'https://www.stopspillet.dk',
    );
    // A pause keeps the player signed in.
    expect(api.posts('/api/auth/signout')).toEqual([]);
  });

  it('excludes for a month with newsletters off, signs the site out and shows the help', async () => {
    const api = fakeLocks();
    renderPage();
    const exclude = screen.getByRole('button', { name: 'Udeluk mig i 30 dage' });
    await userEvent.click(exclude);
    await userEvent.click(exclude);
    expect(await screen.findByRole('heading', { name: 'Du er nu udelukket fra spil' })).toBeInTheDocument();
    expect(screen.getByText('Du er udelukket til 22. december 2026 og er blevet logget ud.')).toBeInTheDocument();
    // DOMAIN.md "Payments": the balance is paid out, not left on the locked account.
    expect(
      screen.getByText(/^Vi udbetaler din saldo på 480,00\skr\. til din bankkonto \(•••• 1111\)\./u),
    ).toBeInTheDocument();
    expect(api.posts('/api/proxy/profiles/lock')).toEqual([{ period: 'month', acceptedNewsletters: false }]);
    await waitFor(() => expect(api.posts('/api/auth/signout')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'ROFUS – Register Over Frivilligt Udelukkede Spillere' })).toBeVisible();
    expect(screen.getByText(/Center for Ludomani/)).toBeInTheDocument();
    expect(accountEvents()).toEqual([expect.objectContaining({ type: 'lock', period: 'month' })]);
    expect(screen.queryByRole('button', { name: 'Luk min konto' })).not.toBeInTheDocument();
  });

  it('closes the account for good and says when it can be reopened', async () => {
    const api = fakeLocks();
    renderPage();
    const close = screen.getByRole('button', { name: 'Luk min konto' });
    await userEvent.click(close);
    await userEvent.click(close);
    expect(await screen.findByRole('heading', { name: 'Din konto er nu lukket' })).toBeInTheDocument();
    expect(api.posts('/api/proxy/profiles/lock')).toEqual([{ period: 'forever', acceptedNewsletters: false }]);
  });

  it('disarms when focus leaves, so a press elsewhere first does not lock', async () => {
    const api = fakeLocks();
    renderPage();
    const exclude = screen.getByRole('button', { name: 'Udeluk mig i 30 dage' });
    await userEvent.click(exclude);
    await userEvent.tab();
    expect(exclude).toHaveTextContent('Udeluk mig i 30 dage');
    await userEvent.click(exclude);
    expect(api.posts('/api/proxy/profiles/lock')).toEqual([]);
  });

  it('shows the server’s Danish refusal and stays unlocked', async () => {
    fakeApi({ 'POST /api/proxy/profiles/cooldown': { status: 400, body: { error: 'Oplysningerne er ugyldige.' } } });
    renderPage();
    const pause = screen.getByRole('button', { name: 'Hold pause i 24 timer' });
    await userEvent.click(pause);
    await userEvent.click(pause);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oplysningerne er ugyldige.');
    expect(screen.getByRole('button', { name: 'Hold pause i 24 timer' })).toBeEnabled();
  });

  it('throws for any period but day, month and forever, before anything is sent (spec section 5)', async () => {
    const api = fakeLocks();
    await act(async () => {
      await expect(lockAccount('week' as LockPeriod, false)).rejects.toThrow(RangeError);
    });
    expect(api.requests).toEqual([]);
  });
});

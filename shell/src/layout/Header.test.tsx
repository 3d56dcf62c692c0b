import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositDialogOpenAtom, sessionAtom } from '@casino/platform';
import { renderWithProviders } from '@casino/testing';
import { fakeApi, json } from '../test-support/fake-api.ts';
import { Header } from './Header.tsx';

// Spec section 2 (Deposit screen): the header's 'Indbetal' opens the payments remote's dialog.
describe('header', () => {
  it("opens the deposit dialog from the 'Indbetal' button", async () => {
    const { store } = renderWithProviders(<Header />);
    expect(store.get(depositDialogOpenAtom)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    expect(store.get(depositDialogOpenAtom)).toBe(true);
  });

  it('marks the current page in the main navigation', () => {
    renderWithProviders(<Header />, '/spil');
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Spil');
  });
});

// The page chrome: balance and profile menu when logged in, 'Log ind' otherwise.
const depositStatus = () => json({ balance: 1250, limitReached: false, maxAllowedCreditLimit: 2000, limitsSet: true });

/** The header for a signed-in player (the session the shell's sync would set). */
function renderSignedIn() {
  const rendered = renderWithProviders(<Header />);
  act(() =>
    rendered.store.set(sessionAtom, {
      status: 'authenticated',
      user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
      loggedInAt: new Date().toISOString(),
    }),
  );
  return rendered;
}

describe('header and the session', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it("offers 'Log ind' to a visitor and shows no balance or session clock", () => {
    api = fakeApi({});
    const { store } = renderWithProviders(<Header />);
    act(() => store.set(sessionAtom, { status: 'unauthenticated' }));
    expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', '/auth/login?callbackUrl=%2F');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  // Issue "becoming a player": a visitor can become a player from every page.
  it("offers 'Opret konto' to a visitor, beside 'Log ind'", () => {
    api = fakeApi({});
    const { store } = renderWithProviders(<Header />);
    act(() => store.set(sessionAtom, { status: 'unauthenticated' }));
    expect(screen.getByRole('link', { name: 'Opret konto' })).toHaveAttribute('href', '/opret-konto?callbackUrl=%2F');
  });

  it("brings a visitor who signs up or logs in from /help back to /help (the links' callbackUrl)", () => {
    api = fakeApi({});
    const { store } = renderWithProviders(<Header />, '/help?emne=konto');
    act(() => store.set(sessionAtom, { status: 'unauthenticated' }));
    const back = `callbackUrl=${encodeURIComponent('/help?emne=konto')}`;
    expect(screen.getByRole('link', { name: 'Opret konto' })).toHaveAttribute('href', `/opret-konto?${back}`);
    expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', `/auth/login?${back}`);
  });

  it("keeps the room of 'Log ind' while the session is asked for, so the header's buttons do not move", () => {
    api = fakeApi({});
    const { store } = renderWithProviders(<Header />);
    expect(store.get(sessionAtom).status).toBe('loading');
    expect(screen.queryByRole('link', { name: 'Log ind' })).toBeNull();
    expect(screen.getByText('Log ind')).toHaveAttribute('aria-hidden', 'true');
    act(() => store.set(sessionAtom, { status: 'unauthenticated' }));
    expect(screen.getByText('Log ind')).toBe(screen.getByRole('link', { name: 'Log ind' }));
  });

  it('shows the balance in kroner, the session clock and a profile menu with log out when logged in', async () => {
    api = fakeApi({
      'GET /api/proxy/payment/depositStatus': depositStatus,
    });
    renderSignedIn();
    expect(await screen.findByText('1.250,00 kr.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Spilletid \d{2}:\d{2}:\d{2}$/u);
    expect(screen.queryByRole('link', { name: 'Log ind' })).toBeNull();
    await userEvent.click(screen.getByText('Mette Jensen'));
    expect(screen.getByRole('link', { name: 'Log ud' })).toHaveAttribute('href', '/auth/logout');
    expect(screen.getByRole('link', { name: 'Min profil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Log ud' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Log ud')).not.toBeVisible();
  });
});

// Decision 0067: before the session is known the account area is a neutral skeleton, holding the room of what the
// page's visitor most likely is (a player on a player's page), unseen and unread.
describe('header before the session is known', () => {
  const held = (container: HTMLElement) =>
    [...container.querySelectorAll('[aria-hidden="true"]')].map((element) => element.textContent);

  it("holds a player's clock, balance and menu on a player's page, and a visitor's links elsewhere", () => {
    const onPlayersPage = renderWithProviders(<Header />, '/profile/payment/deposit');
    expect(held(onPlayersPage.container)).toEqual(['Spilletid 00:00:00', 'Saldo 1.000,00\u00a0kr.', 'Min profil']);
    onPlayersPage.unmount();
    const onPublicPage = renderWithProviders(<Header />, '/spil');
    expect(held(onPublicPage.container)).toEqual(['Opret konto', 'Log ind']);
    // Neither shows anything of anyone: no link to sign in, no balance, no clock.
    expect(screen.queryByRole('link', { name: 'Log ind' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { depositDialogOpenAtom, sessionAtom, type SessionSnapshot } from '@casino/platform';
import { renderAt } from '@casino/testing';
import { marketingReminderCookie } from '../behaviours/marketing-reminder.ts';
import { shownNotificationsKey } from '../behaviours/system-notifications.ts';
import { csrfRoute, fakeApi, json, profileOf } from '../test-support/fake-api.ts';
import { paymentReturnAtom } from './atoms.ts';
import { ShellToaster } from './ShellToaster.tsx';
import { toastTurns } from './toast-turns.ts';
import { useMarketingReminder } from './useMarketingReminder.ts';
import { useQueryFlagEffects } from './useQueryFlagEffects.ts';
import { useSystemNotificationToasts } from './useSystemNotificationToasts.ts';

const loggedIn: SessionSnapshot = {
  status: 'authenticated',
  user: { id: 'player-1', name: 'Mette Jensen', email: 'spiller@casino.test' },
  loggedInAt: '2026-11-22T05:00:00.000Z',
};

function Harness() {
  useQueryFlagEffects();
  useMarketingReminder();
  useSystemNotificationToasts();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <ShellToaster />
    </>
  );
}

function mount(path: string, session: SessionSnapshot = loggedIn) {
  const result = renderAt([{ path: '*', element: <Harness /> }], path);
  act(() => result.store.set(sessionAtom, session));
  return result;
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];
const events = () => dataLayer().map((entry) => entry.event);

function clearCookie() {
  document.cookie = `${marketingReminderCookie.name}=; Max-Age=0; Path=/`;
}

let api: ReturnType<typeof fakeApi>;
const consoleError = console.error;
beforeAll(() => {
  // jsdom lacks pointer capture, which sonner's swipe handling calls on every press.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(() => {
  toast.dismiss(); // sonner's toasts are global: none may leak from the previous test
  toastTurns.reset(20); // toasts still take turns, quickly
  (window as DataLayerWindow).dataLayer = [];
  localStorage.clear();
  clearCookie();
  console.error = () => {};
});
afterEach(() => {
  api?.restore();
  console.error = consoleError;
});

const playerApi = (profile = profileOf(), extra: Parameters<typeof fakeApi>[0] = {}) => ({
  'GET /api/proxy/profiles/show': () => json(profile),
  'GET /api/proxy/notifications/system': () => json([]),
  ...extra,
});

// Spec section 2 (query behaviour on any page): a payment return is payments' own (`./PaymentReturn`, its
// tests in mf-payments); the shell hands it the flag and cleans the URL.
describe('payment return flags', () => {
  it.each([
    [
      '/spil/book-of-ra?status=paymentSuccess&paymentId=pay-42&gameSessionId=g1',
      '/spil/book-of-ra?gameSessionId=g1',
      { status: 'success', paymentId: 'pay-42' },
    ],
    ['/profile?status=paymentCancelled', '/profile', { status: 'cancelled' }],
  ])('hands %s to payments’ return and cleans the URL', async (path, cleaned, payment) => {
    api = fakeApi(playerApi());
    const { store } = mount(path);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(cleaned));
    expect(store.get(paymentReturnAtom)).toEqual(payment);
    expect(api.calls('GET', '/api/proxy/payment/receipt')).toHaveLength(0);
  });
});

describe('login and signup flags', () => {
  it('welcomes the player back with the last login and logs LOGIN (justLoggedIn=true)', async () => {
    api = fakeApi(playerApi());
    mount('/?justLoggedIn=true&theme=winter');
    expect(await screen.findByText('Velkommen tilbage Mette Jensen')).toBeInTheDocument();
    expect(screen.getByText(/^Sidst logget ind 20\. november 2026/u)).toBeInTheDocument();
    expect(events()).toEqual(['LOGIN']);
    // The mode flag theme stays; the one-shot flag goes.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/\?theme=winter$/u);
  });

  it('logs SIGNUP for justSignedUp=true', async () => {
    api = fakeApi(playerApi());
    mount('/?justSignedUp=true');
    await waitFor(() => expect(events()).toEqual(['SIGNUP']));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/u);
  });

  // Issue "becoming a player": the new player lands with a welcome and the deposit one click away.
  it('welcomes a new player (justSignedUp=true) with a button that opens the deposit dialog', async () => {
    api = fakeApi(playerApi());
    const { store } = mount('/?justSignedUp=true');
    expect(await screen.findByText('Velkommen til, Mette Jensen! Din konto er oprettet.')).toBeInTheDocument();
    expect(store.get(depositDialogOpenAtom)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    expect(store.get(depositDialogOpenAtom)).toBe(true);
  });

  it('neither welcomes nor tracks without a logged-in profile (spec section 6)', async () => {
    api = fakeApi(playerApi());
    mount('/?justLoggedIn=true&justSignedUp=true', { status: 'unauthenticated' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/u));
    expect(screen.queryByText(/Velkommen tilbage/u)).toBeNull();
    expect(events()).toEqual([]);
    expect(api.calls('GET', '/api/proxy/profiles/show')).toHaveLength(0);
  });
});

// Spec section 4: system notifications.
describe('system notifications', () => {
  it("shows each notification once as a persistent 'Besked fra produktet' toast with a close button", async () => {
    api = fakeApi(
      playerApi(profileOf(), {
        'GET /api/proxy/notifications/system': () => json([{ id: 'n1', message: 'Vedligeholdelse i nat kl. 02-03.' }]),
      }),
    );
    const first = mount('/');
    const message = await screen.findByText('Vedligeholdelse i nat kl. 02-03.');
    const toastElement = message.closest('[data-sonner-toast]') as HTMLElement;
    expect(within(toastElement).getByText('Besked fra produktet')).toBeInTheDocument();
    expect(within(toastElement).getByRole('button', { name: 'Luk' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(shownNotificationsKey) ?? '[]')).toEqual(['n1']);
    first.unmount();
    act(() => void toast.dismiss()); // a reload starts with no toasts; local storage stays

    // A reload: the same notification is fetched again but not shown again.
    mount('/');
    await waitFor(() => expect(api.calls('GET', '/api/proxy/notifications/system')).toHaveLength(2));
    expect(screen.queryByText('Vedligeholdelse i nat kl. 02-03.')).toBeNull();
  });

  it('is not requested without a logged-in player', async () => {
    api = fakeApi(playerApi());
    mount('/', { status: 'unauthenticated' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls('GET', '/api/proxy/notifications/system')).toHaveLength(0);
  });
});

// Spec section 4: marketing reminder.
describe('marketing reminder', () => {
  it('asks for the newsletter after login, sets the cookie flag, and accepting updates the profile and logs SUBSCRIPTION', async () => {
    api = fakeApi(
      playerApi(profileOf({ acceptedNewsletters: false, hasAcceptedSms: false }), {
        ...csrfRoute,
        'POST /api/proxy/profiles/update': ({ body }) =>
          json(profileOf({ ...JSON.parse(body), hasAcceptedSms: false })),
      }),
    );
    mount('/?justLoggedIn=true');
    expect(await screen.findByText('Vil du have vores nyhedsbrev?')).toBeInTheDocument();
    expect(document.cookie).toContain(`${marketingReminderCookie.name}=newsletter`);
    await userEvent.click(screen.getByRole('button', { name: 'Ja tak' }));
    await waitFor(() => expect(api.calls('POST', '/api/proxy/profiles/update')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST', '/api/proxy/profiles/update')[0]?.body ?? '{}')).toEqual({
      acceptedNewsletters: true,
    });
    await waitFor(() => expect(events()).toContain('SUBSCRIPTION'));
    expect(dataLayer().find((entry) => entry.event === 'SUBSCRIPTION')).toMatchObject({
      type: 'newsletter',
      action: 'subscribe',
    });
  });

  it('asks for SMS once the newsletter was asked, and accepting goes to settings focused on phoneNumber', async () => {
    document.cookie = `${marketingReminderCookie.name}=newsletter; Path=/`;
    api = fakeApi(
      playerApi(profileOf({ acceptedNewsletters: false, hasAcceptedSms: false }), {
        ...csrfRoute,
        'POST /api/proxy/profiles/update': () => json(profileOf({ acceptedNewsletters: false })),
      }),
    );
    mount('/?justLoggedIn=true');
    expect(await screen.findByText('Vil du have nyheder på SMS?')).toBeInTheDocument();
    expect(screen.queryByText('Vil du have vores nyhedsbrev?')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ja tak' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/profile/settings?focus=phoneNumber'));
    expect(JSON.parse(api.calls('POST', '/api/proxy/profiles/update')[0]?.body ?? '{}')).toEqual({
      hasAcceptedSms: true,
    });
  });

  it('stays until dismissed', async () => {
    api = fakeApi(playerApi(profileOf({ acceptedNewsletters: false })));
    mount('/?justLoggedIn=true');
    const title = await screen.findByText('Vil du have vores nyhedsbrev?');
    await act(() => new Promise((resolve) => setTimeout(resolve, 4500)));
    expect(title).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nej tak' }));
    await waitFor(() => expect(screen.queryByText('Vil du have vores nyhedsbrev?')).toBeNull());
    expect(api.calls('POST', '/api/proxy/profiles/update')).toHaveLength(0);
  }, 10_000);

  it('is not shown without justLoggedIn', async () => {
    api = fakeApi(playerApi(profileOf({ acceptedNewsletters: false })));
    mount('/');
    await waitFor(() => expect(api.calls('GET', '/api/proxy/profiles/show')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Vil du have vores nyhedsbrev?')).toBeNull();
    expect(document.cookie).not.toContain(marketingReminderCookie.name);
  });
});

// Right after sign-in the toasts take turns; the one that asks for an answer comes last.
describe('toasts arriving together after sign-in', () => {
  it('shows the welcome toast first, then the system notifications, then the reminder in front', async () => {
    toastTurns.reset(60);
    api = fakeApi(
      playerApi(profileOf({ acceptedNewsletters: false }), {
        'GET /api/proxy/notifications/system': () =>
          json([
            { id: 'n1', message: 'Vedligeholdelse i nat kl. 02-03.' },
            { id: 'n2', message: 'Nye spil hver fredag.' },
          ]),
      }),
    );
    mount('/?justLoggedIn=true');
    const reminder = (await screen.findByText('Vil du have vores nyhedsbrev?')).closest('[data-sonner-toast]');
    // sonner lists the newest first: the reminder, then the notifications, then the welcome toast.
    const order = [...document.querySelectorAll('[data-sonner-toast]')].map(
      (element) => element.querySelector('[data-title]')?.textContent,
    );
    expect(order).toEqual([
      'Vil du have vores nyhedsbrev?',
      'Besked fra produktet',
      'Besked fra produktet',
      'Velkommen tilbage Mette Jensen',
    ]);
    expect(reminder).toHaveAttribute('data-front', 'true');
    expect(within(reminder as HTMLElement).getByRole('button', { name: 'Ja tak' })).toBeInTheDocument();
  });

  it('lets each arrive after the one before has had its turn in front', async () => {
    toastTurns.reset(300);
    api = fakeApi(
      playerApi(profileOf({ acceptedNewsletters: false }), {
        'GET /api/proxy/notifications/system': () => json([{ id: 'n3', message: 'Nye spil hver fredag.' }]),
      }),
    );
    mount('/?justLoggedIn=true');
    await screen.findByText('Velkommen tilbage Mette Jensen');
    expect(screen.queryByText('Nye spil hver fredag.')).toBeNull();
    expect(screen.queryByText('Vil du have vores nyhedsbrev?')).toBeNull();
    await screen.findByText('Nye spil hver fredag.');
    expect(screen.queryByText('Vil du have vores nyhedsbrev?')).toBeNull();
    await screen.findByText('Vil du have vores nyhedsbrev?');
  });
});

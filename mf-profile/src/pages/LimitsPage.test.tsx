import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@casino/api-client';
import type { DepositLimits } from '@casino/api-client/payments';
import { depositDialogOpenAtom } from '@casino/platform';
import { fakeApi } from '../testing/fake-api.ts';
import { renderSignedIn } from '../testing/render.tsx';
import LimitsPage from './LimitsPage.tsx';

afterEach(() => jest.restoreAllMocks());

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const limitsPath = '/api/proxy/payment/limits';

const limits: DepositLimits = {
  daily: { amount: 2000, used: 500, remaining: 1500, pending: null },
  weekly: {
    amount: 5000,
    used: 1500,
    remaining: 3500,
    pending: { amount: 6000, effectiveAt: '2026-11-24T13:05:00.000Z' },
  },
  monthly: { amount: 10000, used: 1500, remaining: 8500, pending: null },
};
const none: DepositLimits = { daily: null, weekly: null, monthly: null };

function renderPage(current: DepositLimits) {
  return renderSignedIn(<LimitsPage />, '/profile/limits', [[queryKeys.depositLimits, current]]);
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

// DOMAIN.md "Limits and exclusion"; spec section 2 (/profile/limits).
describe('deposit limits page', () => {
  it('shows each limit with what is deposited and left in its period, and a bar of the use', () => {
    renderPage(limits);
    expect(screen.getByRole('heading', { level: 1, name: 'Indbetalingsgrænser' })).toBeInTheDocument();
    const daily = card('Daglig grænse');
    expect(plain(daily.textContent)).toContain('Grænse: 2.000 kr.');
    expect(plain(daily.textContent)).toContain('Indbetalt i dag: 500 kr.');
    expect(plain(daily.textContent)).toContain('Tilbage: 1.500 kr.');
    const bar = within(daily).getByRole('meter', { name: 'Brugt af daglig grænse' });
    expect(bar).toHaveAttribute('value', '500');
    expect(bar).toHaveAttribute('max', '2000');
    expect(plain(card('Månedlig grænse').textContent)).toContain('Indbetalt denne måned: 1.500 kr.');
  });

  it('shows a waiting raise with the date and time it applies, 24 hours after it was asked for', () => {
    renderPage(limits);
    expect(plain(card('Ugentlig grænse').textContent)).toContain(
      'Din nye grænse på 6.000 kr. gælder fra 24. november 2026 kl. 14.05.',
    );
    // The form starts from what the player asked for, so saving again does not cancel the raise.
    expect(screen.getByLabelText('Ugentlig grænse i kr.')).toHaveValue('6.000');
  });

  it('tells a player without limits to set them before depositing and playing', () => {
    renderPage(none);
    expect(screen.getByText('Sæt dine indbetalingsgrænser')).toBeInTheDocument();
    expect(screen.getAllByText('Ikke sat')).toHaveLength(3);
  });

  it('shows each field’s message under it and focuses the first invalid field', async () => {
    const api = fakeApi({});
    renderPage(none);
    await userEvent.type(screen.getByLabelText('Daglig grænse i kr.'), '1500,50');
    await userEvent.type(screen.getByLabelText('Ugentlig grænse i kr.'), 'mange');
    await userEvent.click(screen.getByRole('button', { name: 'Gem grænser' }));
    const daily = screen.getByLabelText('Daglig grænse i kr.');
    await waitFor(() => expect(daily).toHaveFocus());
    expect(daily).toHaveAccessibleDescription('Den daglige grænse skal være et helt antal kroner');
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ugentlig grænse i kr.')).toHaveAccessibleDescription(
      'Den ugentlige grænse skal være et beløb',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(api.posts(limitsPath)).toEqual([]);
  });

  it('asks for at least one limit when every field is empty', async () => {
    fakeApi({});
    renderPage(none);
    await userEvent.click(screen.getByRole('button', { name: 'Gem grænser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Angiv mindst én indbetalingsgrænse');
  });

  it('says so when nothing was changed, and sends nothing', async () => {
    const api = fakeApi({});
    renderPage(limits);
    await userEvent.click(screen.getByRole('button', { name: 'Gem grænser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har ikke ændret nogen grænse.');
    expect(api.posts(limitsPath)).toEqual([]);
  });

  it('sends only the changed limit, shows the new limits and offers the deposit', async () => {
    const lowered: DepositLimits = { ...limits, daily: { amount: 1000, used: 500, remaining: 500, pending: null } };
    const api = fakeApi({ [`POST ${limitsPath}`]: { body: lowered } });
    const { store } = renderPage(limits);
    const daily = screen.getByLabelText('Daglig grænse i kr.');
    await userEvent.clear(daily);
    await userEvent.type(daily, '1.000');
    await userEvent.click(screen.getByRole('button', { name: 'Gem grænser' }));
    expect(await screen.findByText('Dine indbetalingsgrænser er gemt.')).toBeInTheDocument();
    expect(api.posts(limitsPath)).toEqual([{ daily: 1000 }]);
    expect(plain(card('Daglig grænse').textContent)).toContain('Tilbage: 500 kr.');
    await userEvent.click(screen.getByRole('button', { name: 'Gå til indbetaling' }));
    expect(store.get(depositDialogOpenAtom)).toBe(true);
  });

  it('tells the player a raise waits 24 hours', async () => {
    const raised: DepositLimits = {
      ...limits,
      monthly: { ...limits.monthly!, pending: { amount: 12000, effectiveAt: '2026-11-24T13:05:00.000Z' } },
    };
    fakeApi({ [`POST ${limitsPath}`]: { body: raised } });
    renderPage(limits);
    const monthly = screen.getByLabelText('Månedlig grænse i kr.');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Gem grænser' }));
    expect(
      await screen.findByText('En højere grænse gælder først efter 24 timer. Indtil da gælder din nuværende grænse.'),
    ).toBeInTheDocument();
    expect(plain(card('Månedlig grænse').textContent)).toContain('Din nye grænse på 12.000 kr. gælder fra');
  });

  it('puts the server’s refusal under its field', async () => {
    fakeApi({
      [`POST ${limitsPath}`]: {
        status: 400,
        body: {
          error: 'Den daglige grænse må højst være 1.000.000 kr.',
          issues: [{ path: ['daily'], message: 'Den daglige grænse må højst være 1.000.000 kr.', code: 'too_big' }],
        },
      },
    });
    renderPage(limits);
    const daily = screen.getByLabelText('Daglig grænse i kr.');
    await userEvent.clear(daily);
    await userEvent.type(daily, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Gem grænser' }));
    await waitFor(() => expect(daily).toHaveAccessibleDescription('Den daglige grænse må højst være 1.000.000 kr.'));
    expect(daily).toHaveFocus();
  });

  it('shows a Danish error with a retry when the limits cannot be loaded', async () => {
    fakeApi({ [`GET ${limitsPath}`]: { status: 500, body: { error: 'boom' } } });
    renderSignedIn(<LimitsPage />, '/profile/limits');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente dine indbetalingsgrænser.');
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeInTheDocument();
  });
});

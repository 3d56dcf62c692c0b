import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureApiClient } from '@casino/api-client';
import type { Transaction, TransactionPage } from '@casino/api-client/payments';
import { sessionAtom } from '@casino/platform';
import TransactionsPage, {
  formatSignedKroner,
  transactionPagesQuery,
  transactionsPageSize,
} from './TransactionsPage.tsx';

const quiet = () => undefined;
/** Danish amounts use a no-break space before 'kr.'; compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

afterEach(() => jest.restoreAllMocks());

const ledgerKey = transactionPagesQuery({ isAuthenticated: true, limit: transactionsPageSize }).queryKey;

function entry(index: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: `tx-${index}`,
    type: 'bet',
    amount: -10,
    balanceAfter: 1000 - index,
    createdAt: '2026-11-22T13:05:00.000Z',
    reference: null,
    withdrawalStatus: null,
    depositMethod: null,
    ...overrides,
  };
}

/** Renders the page for a signed-in player with the given transaction pages already loaded. */
function renderPage(pages: TransactionPage[] = []) {
  const store = createStore();
  store.set(sessionAtom, {
    status: 'authenticated',
    user: { id: 'p1', name: 'Spiller', email: 'spiller@casino.test' },
    loggedInAt: '2026-11-22T12:00:00.000Z',
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (pages.length > 0) {
    const pageParams = pages.map((_, index) => index * transactionsPageSize);
    queryClient.setQueryData(ledgerKey, { pages, pageParams });
  }
  const router = createMemoryRouter([{ path: '/profile/transactions', element: <TransactionsPage /> }], {
    initialEntries: ['/profile/transactions'],
  });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { queryClient };
}

/** Any request the page makes: the test decides the answer; nothing reaches a network. */
function stubFetch(answer: () => Promise<Response>) {
  configureApiClient({ logger: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
  return jest.spyOn(globalThis, 'fetch').mockImplementation(answer);
}

// Spec sections 2 (profile area: transactions) and DOMAIN.md (90 days of account history).
describe('transactions page', () => {
  it('shows the ledger newest first in a table: Danish date, type, signed amount and balance after', () => {
    renderPage([
      {
        total: 3,
        items: [
          entry(1, { type: 'deposit', amount: 500, balanceAfter: 1500, createdAt: '2026-11-22T13:05:00.000Z' }),
          entry(2, { type: 'withdrawal', amount: -250.5, balanceAfter: 1000, createdAt: '2026-11-21T09:30:00.000Z' }),
          entry(3, { type: 'win', amount: 1234.5, balanceAfter: 1250.5, createdAt: '2026-11-20T20:00:00.000Z' }),
        ],
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaktioner' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Dine transaktioner de seneste 90 dage, nyeste først' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Dato', 'Type', 'Beløb', 'Saldo efter']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      '22. november 2026 kl. 14.05Indbetaling+500,00 kr.1.500,00 kr.',
      '21. november 2026 kl. 10.30Udbetaling−250,50 kr.1.000,00 kr.',
      '20. november 2026 kl. 21.00Gevinst+1.234,50 kr.1.250,50 kr.',
    ]);
    expect(screen.getByText('Viser 3 af 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
  });

  it('shows a withdrawal\'s state beside its entries (DOMAIN.md "Payments")', () => {
    renderPage([
      {
        total: 2,
        items: [
          entry(1, { type: 'withdrawal', amount: 80, reference: 'withdrawal-return:w1', withdrawalStatus: 'failed' }),
          entry(2, { type: 'withdrawal', amount: -80, reference: 'withdrawal:w1', withdrawalStatus: 'failed' }),
        ],
      },
    ]);
    expect(
      screen.getAllByRole('rowheader', { name: 'Udbetaling Ikke gennemført – beløbet er tilbage på din saldo' }),
    ).toHaveLength(2);
  });

  it('names how a deposit was paid beside it: the card or wallet via Nexi, the bank via Trustly (decision 0069)', () => {
    renderPage([
      {
        total: 2,
        items: [
          entry(1, { type: 'deposit', amount: 100, reference: 'payment:p1', depositMethod: 'mobilepay' }),
          entry(2, { type: 'deposit', amount: 200, reference: 'payment:p2', depositMethod: 'bank' }),
        ],
      },
    ]);
    expect(screen.getByRole('rowheader', { name: 'Indbetaling MobilePay via Nexi' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Indbetaling Bankoverførsel via Trustly' })).toBeInTheDocument();
  });

  it.each([
    ['deposit', 'Indbetaling'],
    ['withdrawal', 'Udbetaling'],
    ['bet', 'Indsats'],
    ['win', 'Gevinst'],
    ['bonus', 'Bonus'],
  ] as const)('names the type %s in Danish: %s', (type, danish) => {
    renderPage([{ total: 1, items: [entry(1, { type })] }]);
    expect(screen.getByRole('rowheader', { name: danish })).toBeInTheDocument();
  });

  it('formats signed amounts: credit with +, debit with a minus sign, small amounts in øre', () => {
    expect(plain(formatSignedKroner(50))).toBe('+50,00 kr.');
    expect(plain(formatSignedKroner(-10000))).toBe('−10.000,00 kr.');
    expect(plain(formatSignedKroner(-0.5))).toBe('−50 øre');
    expect(plain(formatSignedKroner(0))).toBe('0 øre');
  });

  // The pages are one infinite query; 'Vis flere' fetches the next page.
  it("adds the next page on 'Vis flere' and hides the button once everything is shown", async () => {
    const total = transactionsPageSize + 2;
    stubFetch(async () => Response.json({ total, items: [entry(100), entry(101)] }));
    renderPage([{ total, items: Array.from({ length: transactionsPageSize }, (_, i) => entry(i)) }]);
    expect(screen.getAllByRole('row')).toHaveLength(transactionsPageSize + 1);
    expect(screen.getByText(`Viser ${transactionsPageSize} af ${total}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByText(`Viser ${total} af ${total}`)).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(total + 1);
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
  });

  it('asks the server for the next page with limit and offset', async () => {
    const fetchSpy = stubFetch(async () =>
      Response.json({ total: transactionsPageSize + 1, items: [entry(200, { type: 'bonus', amount: 100 })] }),
    );
    renderPage([
      { total: transactionsPageSize + 1, items: Array.from({ length: transactionsPageSize }, (_, i) => entry(i)) },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByRole('rowheader', { name: 'Bonus' })).toBeInTheDocument();
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/proxy/payment/transactions');
    expect(url.searchParams.get('limit')).toBe(String(transactionsPageSize));
    expect(url.searchParams.get('offset')).toBe(String(transactionsPageSize));
  });

  it("keeps the shown list and offers a retry when 'Vis flere' fails", async () => {
    let calls = 0;
    stubFetch(async () => {
      calls += 1;
      return calls === 1
        ? Response.json({ error: 'boom' }, { status: 500 })
        : Response.json({ total: transactionsPageSize + 1, items: [entry(300, { type: 'win', amount: 75 })] });
    });
    renderPage([
      { total: transactionsPageSize + 1, items: Array.from({ length: transactionsPageSize }, (_, i) => entry(i)) },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente flere transaktioner.');
    expect(screen.getAllByRole('row')).toHaveLength(transactionsPageSize + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('rowheader', { name: 'Gevinst' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty state when the player has no transactions', () => {
    renderPage([{ total: 0, items: [] }]);
    expect(screen.getByText('Du har ingen transaktioner endnu.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the first page loads', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser transaktioner…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded, and the list after the retry', async () => {
    let calls = 0;
    stubFetch(async () => {
      calls += 1;
      return calls === 1
        ? Response.json({ error: 'boom' }, { status: 500 })
        : Response.json({ total: 1, items: [entry(1, { type: 'deposit', amount: 50 })] });
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente dine transaktioner.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('rowheader', { name: 'Indbetaling' })).toBeInTheDocument();
  });
});

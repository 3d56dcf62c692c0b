import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { routeTable } from '../route-table.ts';
import { page, remoteRoutes } from './pages.ts';

/** A page module that counts how often its code was asked for. */
function countedPage(heading: string, fail = false) {
  const asked = { count: 0 };
  const Heading = ({ level = 1 }: { level?: 1 | 2 }) => (level === 1 ? <h1>{heading}</h1> : <h2>{heading}</h2>);
  const loaded = page(() => {
    asked.count += 1;
    return fail && asked.count === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Heading });
  });
  return { asked, loaded };
}

describe('a remote’s routes from the route table', () => {
  it('has one route for each path the table gives the remote, in the table’s order', () => {
    const shared = countedPage('Betaling').loaded;
    const { routes } = remoteRoutes('payments', {
      deposit: shared,
      paymentError: shared,
      payout: shared,
      receipt: shared,
    });
    expect(routes.map((route) => route.path)).toEqual([
      routeTable.deposit.path,
      routeTable.paymentError.path,
      routeTable.payout.path,
      routeTable.receipt.path,
    ]);
  });

  it('preloads only the page at the path, once for every route that shows it', async () => {
    const deposit = countedPage('Indbetal');
    const other = countedPage('Andet');
    const { preload } = remoteRoutes('payments', {
      deposit: deposit.loaded,
      paymentError: other.loaded,
      payout: other.loaded,
      receipt: other.loaded,
    });
    await preload('/profile/payment/deposit');
    await preload('/profile/payment/deposit');
    expect([deposit.asked.count, other.asked.count]).toEqual([1, 0]);
    await preload('/profile/payment/payout');
    await preload('/profile/payment/receipt');
    expect(other.asked.count).toBe(1);
    await expect(preload('/profile/payment/unknown')).resolves.toBeUndefined();
  });

  it('asks for the code again after a failed load, so a later visit can still show the page', async () => {
    const flaky = countedPage('Kvittering', true);
    await expect(flaky.loaded.load()).rejects.toThrow('offline');
    await flaky.loaded.load();
    expect(flaky.asked.count).toBe(2);
  });

  it('renders a loaded page in the first render, with the props its route gives it', async () => {
    const { loaded } = countedPage('Sikkerhed');
    const route = loaded.with({ level: 2 });
    await route.load();
    render(<Suspense fallback={<p>Indlæser siden</p>}>{route.element}</Suspense>);
    expect(screen.queryByText('Indlæser siden')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Sikkerhed' })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeContent, gameWire, renderAt, termWire } from '@casino/testing';
import LobbyPage from './LobbyPage.tsx';

const categories = [
  { slug: 'slots', name: 'Spilleautomater' },
  { slug: 'bordspil', name: 'Bordspil' },
  { slug: 'live', name: 'Live casino' },
  { slug: 'skrab', name: 'Skrabespil' },
];

/** An IntersectionObserver that reports only when told to, as a browser does while the place is out of view. */
const observed: Array<{ target: Element; report: (entries: Array<Partial<IntersectionObserverEntry>>) => void }> = [];
class ObserverOutOfView {
  private readonly report: (entries: Array<Partial<IntersectionObserverEntry>>) => void;
  constructor(report: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
    this.report = report;
  }
  observe(target: Element) {
    observed.push({ target, report: this.report });
  }
  disconnect() {}
  unobserve() {}
}

let restore = () => {};
beforeEach(() => {
  observed.length = 0;
  Object.assign(window, { IntersectionObserver: ObserverOutOfView });
  restore = fakeContent({
    jackpots: [],
    games: categories.map((category) => gameWire(`${category.slug}-spil`, `${category.name} spillet`, [category])),
    categories: categories.map((category) => termWire('category', category.slug, category.name)),
    tags: [],
  });
});
afterEach(() => {
  restore();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

const rowHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

// Spec section 3 (lobby): every visible category has its row. The rows below the fold are rendered
// when they come near, or when the visitor moves the focus, so a keyboard still reaches every row in order.
describe("the lobby's rows", () => {
  it('draws the first category rows with the page and the others once they come near the viewport', async () => {
    renderAt([{ path: '/', element: <LobbyPage /> }], '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Spilleautomater' })).toBeInTheDocument();
    expect(rowHeadings()).toEqual(expect.arrayContaining(['Spilleautomater', 'Bordspil']));
    expect(rowHeadings()).not.toContain('Live casino');

    const place = observed.find(({ target }) => !target.matches('section'));
    act(() => place?.report([{ isIntersecting: true, target: place.target }]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Live casino' })).toBeInTheDocument();
    expect(rowHeadings()).toContain('Skrabespil');
  });

  it('draws every row once the focus moves into the lobby, in the order of the categories', async () => {
    renderAt([{ path: '/', element: <LobbyPage /> }], '/');
    const first = await screen.findByRole('list', { name: 'Spilleautomater' });
    fireEvent.focus(within(first).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Skrabespil' })).toBeInTheDocument();
    const order = rowHeadings().filter((heading) => categories.some((category) => category.name === heading));
    expect(order).toEqual(categories.map((category) => category.name));
  });
});

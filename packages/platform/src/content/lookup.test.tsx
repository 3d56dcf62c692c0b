import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@casino/testing';
import { Found, isSlug, lookupOf, onlyIf, type ItemQuery, type Lookup } from './lookup.tsx';

const query = (overrides: Partial<ItemQuery<{ title: string }>>): ItemQuery<{ title: string }> => ({
  isPending: false,
  isError: false,
  data: null,
  refetch: () => undefined,
  ...overrides,
});

function Titled({ lookup }: { lookup: Lookup<{ title: string }> }) {
  return <Found lookup={lookup}>{(item) => <h1>{item.title}</h1>}</Found>;
}

// Spec section 2 (/404): one mechanism for every {slug} route of every remote.
describe('a {slug} page and its content', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove()));

  it('shows the content’s real title once found', () => {
    renderWithProviders(<Titled lookup={lookupOf(query({ data: { title: 'Rock-nætter' } }))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rock-nætter');
  });

  it('answers content that does not exist with the 404 page, its document title and noindex', () => {
    renderWithProviders(<Titled lookup={lookupOf(query({ data: null }))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Siden blev ikke fundet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Siden blev ikke fundet – Casino');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('treats a malformed slug as missing without waiting for the content service', () => {
    expect(isSlug('rock-naetter')).toBe(true);
    for (const slug of ['Rock_Naetter', 'a b', '', undefined]) expect(isSlug(slug)).toBe(false);
    renderWithProviders(<Titled lookup={lookupOf(query({ isPending: true }), isSlug('Ikke!'))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Siden blev ikke fundet' })).toBeInTheDocument();
  });

  it('shows a loading placeholder, not the 404 page, while the content is on its way', () => {
    renderWithProviders(<Titled lookup={lookupOf(query({ isPending: true }))} />);
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser…');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('offers a retry when the content service failed, which is not the same as missing', async () => {
    const refetch = jest.fn();
    renderWithProviders(<Titled lookup={lookupOf(query({ isError: true, refetch }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Denne del af siden kunne ikke indlæses lige nu.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('keeps found content only where it belongs (e.g. a slot game is no scratcher)', () => {
    const found = lookupOf(query({ data: { title: 'Book of Ra' } }));
    expect(onlyIf(found, () => false)).toEqual({ state: 'missing' });
    expect(onlyIf(found, () => true)).toBe(found);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Link } from './links.tsx';
import { useQueryParams } from './query-params.ts';

function Receipt() {
  const params = useQueryParams();
  return (
    <>
      <p>{`${params.get('id') ?? 'ingen'} ${params.getAll('tag').join('+')}`}</p>
      <Link to="?id=43">Næste</Link>
    </>
  );
}

// The query of the URL without react-router's useSearchParams (pages read ?id=, ?token=, ?next=).
describe('useQueryParams', () => {
  it("reads the current URL's query and follows it when the player navigates", async () => {
    render(
      <MemoryRouter initialEntries={['/profile/payment/receipt?id=42&tag=a&tag=b']}>
        <Receipt />
      </MemoryRouter>,
    );
    expect(screen.getByText('42 a+b')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Næste' }));
    expect(screen.getByText('43')).toBeInTheDocument();
  });
});

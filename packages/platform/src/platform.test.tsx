import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppLink, PrefetchContext } from './prefetch.tsx';
import { isRemoteName } from './remotes.ts';

// ARCHITECTURE.md "Routing": prefetch a remote on hover or focus so opening it feels instant.
describe('app links', () => {
  it('warm the target page on hover, on keyboard focus and on touch start', async () => {
    const prefetch = jest.fn();
    render(
      <MemoryRouter>
        <PrefetchContext value={prefetch}>
          <AppLink to="/profile/payment/deposit">Indbetal</AppLink>
        </PrefetchContext>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Indbetal' });
    await userEvent.hover(link);
    expect(prefetch).toHaveBeenLastCalledWith('/profile/payment/deposit');
    prefetch.mockClear();
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(prefetch).toHaveBeenCalledWith('/profile/payment/deposit');
    prefetch.mockClear();
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledWith('/profile/payment/deposit');
  });
});

// ARCHITECTURE rule 3: the shell knows remotes by name only.
describe('remote names', () => {
  it('accepts the five remotes and nothing else', () => {
    expect(['games', 'payments', 'profile', 'support', 'effects'].every(isRemoteName)).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
    expect(isRemoteName('https://evil.example')).toBe(false);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType, useRoutes } from 'react-router';
import { Link, NavLink } from './links.tsx';

// The site's links are ours (react-router's ship its framework mode with them); they must keep
// what a player notices of a link: client navigation, the browser's own ways to open it elsewhere, the
// current page marked in the navigation.

/** Where the router is: its path, how it got there (PUSH/REPLACE/POP), and the history state. */
function Probe() {
  const location = useLocation();
  return (
    <output aria-label="sted">
      {`${location.pathname}${location.search} ${useNavigationType()} ${JSON.stringify(location.state)}`}
    </output>
  );
}

function renderAt(path: string, link: ReactNode) {
  function Routes() {
    return useRoutes([{ path: '*', element: link }]);
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
      <Probe />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'sted' }).textContent;

/** Clicks and tells whether the browser would follow the link itself (jsdom cannot, so it is stopped after). */
function browserFollows(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let follows = false;
  const afterReact = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterReact);
  fireEvent.click(link, init);
  window.removeEventListener('click', afterReact);
  return follows;
}

describe('Link', () => {
  it('is a real link to its path and follows it without reloading the page', () => {
    renderAt('/', <Link to="/spil">Spil</Link>);
    const link = screen.getByRole('link', { name: 'Spil' });
    expect(link).toHaveAttribute('href', '/spil');
    expect(browserFollows(link)).toBe(false);
    expect(where()).toBe('/spil PUSH null');
  });

  it.each([
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, init) => {
    renderAt('/', <Link to="/spil">Spil</Link>);
    expect(browserFollows(screen.getByRole('link', { name: 'Spil' }), init)).toBe(true);
    expect(where()).toBe('/ POP null');
  });

  it('leaves a link with target="_blank" to the browser (a new tab)', () => {
    renderAt(
      '/',
      <Link to="/help" target="_blank">
        Hjælp
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Hjælp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(browserFollows(link)).toBe(true);
    expect(where()).toBe('/ POP null');
  });

  it('carries history state and replaces the entry when asked', async () => {
    renderAt(
      '/profile/lock',
      <Link to="/profile/confirm-delete?token=t" replace state={{ farewell: true }}>
        Videre
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Videre' }));
    expect(where()).toBe('/profile/confirm-delete?token=t REPLACE {"farewell":true}');
  });

  it('replaces the entry of the page already shown, so Back still leaves it', async () => {
    renderAt('/spil', <Link to="/spil">Spil</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Spil' }));
    expect(where()).toBe('/spil REPLACE null');
  });

  it("runs the page's own click handler first, which may keep the router out", async () => {
    const track = jest.fn();
    renderAt(
      '/',
      <>
        <Link to="/help" onClick={track}>
          Hjælp
        </Link>
        <Link to="/spil" onClick={(event) => event.preventDefault()}>
          Spil
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Spil' }));
    expect(where()).toBe('/ POP null');
    await userEvent.click(screen.getByRole('link', { name: 'Hjælp' }));
    expect(track).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/help PUSH null');
  });
});

describe('NavLink', () => {
  const nav = (
    <nav aria-label="Hovedmenu">
      <NavLink to="/" end>
        Forside
      </NavLink>
      <NavLink to="/spil" className="item">
        Spil
      </NavLink>
      <NavLink to="/mine" end>
        Mine
      </NavLink>
    </nav>
  );
  const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

  it('marks the page shown as the current one, for screen readers and styles', () => {
    renderAt('/spil', nav);
    const link = screen.getByRole('link', { name: 'Spil' });
    expect(current()).toEqual([link]);
    expect(link).toHaveClass('item', 'active');
    expect(screen.getByRole('link', { name: 'Forside' })).not.toHaveClass('active');
  });

  it('stays current on the pages under it, unless it ends at its own path', () => {
    const { unmount } = renderAt('/spil/kategori/slots', nav);
    expect(current().map((link) => link.textContent)).toEqual(['Spil']);
    unmount();
    renderAt('/mine/spil', nav);
    expect(current()).toEqual([]);
  });

  it('ignores letter case in the path, as react-router does', () => {
    renderAt('/SPIL', nav);
    expect(current().map((link) => link.textContent)).toEqual(['Spil']);
  });

  it('moves the mark when the player follows a link', async () => {
    renderAt('/', nav);
    expect(current().map((link) => link.textContent)).toEqual(['Forside']);
    await userEvent.click(screen.getByRole('link', { name: 'Mine' }));
    expect(current().map((link) => link.textContent)).toEqual(['Mine']);
    expect(where()).toBe('/mine PUSH null');
  });
});

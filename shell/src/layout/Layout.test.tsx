import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

// The remote boundary is not under test here: it renders a marker naming the module it would load.
jest.unstable_mockModule('../regions/RemoteRegion.tsx', () => ({
  RemoteRegion: ({ module }: { module: string; children: unknown }): ReactNode => (
    <div data-testid="region" data-module={module} />
  ),
}));

const { renderAt } = await import('@casino/testing');
const { Layout } = await import('./Layout.tsx');
const { layoutHiddenAtom, layoutHiddenKey } = await import('../site/atoms.ts');
const { useLayoutFlag } = await import('../site/useLayoutFlag.ts');
const { themeAtom } = await import('@casino/platform');

function Page() {
  useLayoutFlag();
  return <Layout />;
}

const modules = () => screen.queryAllByTestId('region').map((region) => region.dataset.module);
const chatLauncher = () => screen.queryByRole('button', { name: 'Chat med os' });

function mount(path: string) {
  return renderAt([{ path: '*', element: <Page />, children: [{ path: '*', element: <p>side</p> }] }], path);
}

// Spec section 2 (support chat widget visibility) and DOMAIN.md (responsible gambling on every page).
describe('layout widgets', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the support chat launcher on ordinary pages, with the footer; the widget waits for intent', () => {
    mount('/spil');
    expect(chatLauncher()).toBeVisible();
    expect(modules()).not.toContain('support/ChatWidget');
    expect(screen.getByRole('link', { name: 'Tilladelse fra Spillemyndigheden' })).toHaveAttribute(
      'href',
      'https://www.spillemyndigheden.dk',
    );
  });

  it.each(['/spil/book-of-ra/spil', '/chat', '/scratcher/guld'])('hides the support widget on %s', (path) => {
    mount(path);
    expect(chatLauncher()).toBeNull();
    expect(modules()).not.toContain('support/ChatWidget');
  });

  it('hides the support widget with layout=0 and keeps it hidden after client navigation', async () => {
    const { router, store } = mount('/?layout=0');
    expect(chatLauncher()).toBeNull();
    await act(() => router.navigate('/spil'));
    expect(chatLauncher()).toBeNull();
    expect(modules()).not.toContain('support/ChatWidget');
    expect(store.get(layoutHiddenAtom)).toBe(true);
    expect(sessionStorage.getItem(layoutHiddenKey)).toBe('1');
  });

  it('hides the support widget in the installed app (standalone mode)', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)' })) as never;
    try {
      mount('/');
      expect(chatLauncher()).toBeNull();
      expect(modules()).not.toContain('support/ChatWidget');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('loads the effects remote only for a theme that needs it', () => {
    const { store } = mount('/');
    expect(modules()).not.toContain('effects/ThemeEffects');
    act(() => store.set(themeAtom, 'winter'));
    expect(modules()).toContain('effects/ThemeEffects');
  });
});

// WCAG 2.2 AA: a skip link to <main> and an 18+ mark read in words.
describe('layout accessibility', () => {
  it('the first Tab reaches a skip link that moves focus to the main content', async () => {
    const { router } = mount('/spil');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Gå til indhold' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('side');
    // Focus moved without a navigation: the address keeps no '#main'.
    expect(router.state.location.hash).toBe('');
  });

  it("the footer's 18+ mark is an image with a Danish text alternative", () => {
    mount('/');
    expect(screen.getByRole('contentinfo')).toContainElement(
      screen.getByRole('img', { name: 'Kun for personer over 18 år' }),
    );
  });
});

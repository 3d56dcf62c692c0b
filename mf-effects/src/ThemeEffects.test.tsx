import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { counts, fakeCanvasContext } from './test-support/fake-canvas.ts';
import ThemeEffects from './ThemeEffects.tsx';

// Spec section 4 (Theme): effects decorate the page and must never get
// in the player's way; with reduced motion nothing moves.

/** The player's motion preference, as the browser reports it (jsdom has no matchMedia). */
function prefersReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? list : { matches: false }) as never;
  return (next: boolean) => {
    reduce = next;
    listeners.forEach((listener) => listener());
  };
}

const layer = (container: HTMLElement) => container.querySelector('canvas') as HTMLCanvasElement;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('theme effects layer', () => {
  it.each(['winter', 'halloween'] as const)(
    'draws %s on one canvas hidden from assistive technology, with nothing to focus',
    (theme) => {
      fakeCanvasContext();
      prefersReducedMotion(false);
      const { container } = render(<ThemeEffects theme={theme} />);
      const canvas = container.querySelector(`[data-theme-effects="${theme}"]`);
      expect(container.querySelectorAll('canvas')).toHaveLength(1);
      expect(canvas).toHaveAttribute('aria-hidden', 'true');
      expect(canvas).not.toHaveAttribute('tabindex');
      expect(canvas?.querySelector('a, button, input, [tabindex]')).toBeNull();
    },
  );

  it('moves nothing when the player prefers reduced motion: no drawing, no darkening', () => {
    const { getContext } = fakeCanvasContext();
    prefersReducedMotion(true);
    const { container } = render(<ThemeEffects theme="halloween" />);
    act(() => jest.advanceTimersByTime(15_000));
    expect(getContext).not.toHaveBeenCalled();
    expect(layer(container)).toHaveAttribute('data-motion', 'reduced');
    expect(counts(layer(container))).not.toHaveProperty('darkness');
  });

  it('stops at once when the player turns on reduced motion while it runs', () => {
    fakeCanvasContext();
    const setReduced = prefersReducedMotion(false);
    const { container } = render(<ThemeEffects theme="winter" />);
    act(() => jest.advanceTimersByTime(500));
    expect(counts(layer(container)).flakes).toBeGreaterThan(0);
    act(() => setReduced(true));
    expect(layer(container)).toHaveAttribute('data-motion', 'reduced');
    expect(counts(layer(container))).not.toHaveProperty('flakes');
  });
});

import { jest } from '@jest/globals';
import { watchSurfaces } from './surfaces.ts';

// The effects stay cheap: what snow lands on is measured without layout thrash: only surfaces on
// screen, in one batch, and only again after something moved.

/** Stands in for the browser's IntersectionObserver: the test says what is on screen. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver;
  readonly observed = new Set<Element>();
  private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void;
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    this.callback = callback;
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  show(...elements: Element[]) {
    this.callback(elements.map((target) => ({ target, isIntersecting: true })));
  }
}
class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const view = { width: 1024, height: 768 };

/** An element at a place on screen, counting how often its layout is read. */
function placed(tag: string, rect: { left: number; top: number; width: number }) {
  const element = document.createElement(tag);
  const read = jest.fn(() => ({ ...rect, right: rect.left + rect.width }) as DOMRect);
  element.getBoundingClientRect = read;
  document.body.append(element);
  return { element, read };
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver, ResizeObserver: FakeResizeObserver });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  Reflect.deleteProperty(window, 'ResizeObserver');
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('surfaces snow lands on', () => {
  it('watches buttons, cards and the footer', () => {
    placed('button', { left: 10, top: 100, width: 80 });
    placed('article', { left: 10, top: 200, width: 300 });
    placed('footer', { left: 0, top: 700, width: 1024 });
    placed('p', { left: 0, top: 300, width: 500 });
    const watcher = watchSurfaces(document);
    expect([...FakeIntersectionObserver.last.observed].map((element) => element.tagName)).toEqual([
      'BUTTON',
      'ARTICLE',
      'FOOTER',
    ]);
    watcher.stop();
  });

  it('measures only the surfaces on screen, once, until something moves', () => {
    const shown = placed('button', { left: 10, top: 100, width: 80 });
    const offScreen = placed('button', { left: 10, top: 2_000, width: 80 });
    const watcher = watchSurfaces(document);
    FakeIntersectionObserver.last.show(shown.element);
    expect(watcher.read(0, view)).toEqual([{ left: 10, top: 100, right: 90 }]);
    for (let now = 16; now < 5_000; now += 16) watcher.read(now, view);
    expect(shown.read).toHaveBeenCalledTimes(1);
    expect(offScreen.read).not.toHaveBeenCalled();
    watcher.moved();
    expect(watcher.read(5_000, view)).toEqual([{ left: 10, top: 100, right: 90 }]);
    expect(shown.read).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('measures at most every 250 ms however much the page moves', () => {
    const shown = placed('button', { left: 10, top: 100, width: 80 });
    const watcher = watchSurfaces(document);
    FakeIntersectionObserver.last.show(shown.element);
    for (let now = 0; now < 1_000; now += 16) {
      watcher.moved();
      watcher.read(now, view);
    }
    expect(shown.read.mock.calls.length).toBeLessThanOrEqual(4);
    watcher.stop();
  });

  it('skips surfaces too narrow to hold snow or whose top edge is above the view', () => {
    const narrow = placed('button', { left: 10, top: 100, width: 16 });
    const above = placed('article', { left: 10, top: -50, width: 300 });
    const watcher = watchSurfaces(document);
    FakeIntersectionObserver.last.show(narrow.element, above.element);
    expect(watcher.read(0, view)).toEqual([]);
    watcher.stop();
  });

  it('finds surfaces the page adds later', async () => {
    const watcher = watchSurfaces(document);
    const added = placed('button', { left: 10, top: 100, width: 80 });
    await Promise.resolve(); // the MutationObserver's turn
    jest.advanceTimersByTime(400);
    expect(FakeIntersectionObserver.last.observed.has(added.element)).toBe(true);
    watcher.stop();
  });
});

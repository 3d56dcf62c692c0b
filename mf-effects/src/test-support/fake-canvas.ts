import { jest } from '@jest/globals';

/**
 * jsdom has no 2D context: a stand-in that accepts every drawing call, so the effects run as on
 * the page while the tests read what the player would notice (the live counts on the canvas).
 */
export function fakeCanvasContext() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => {}),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  return { context, getContext };
}

/** A primary click or tap at a point (jsdom has no PointerEvent). */
export function pointerDown(target: EventTarget, clientX: number, clientY: number): void {
  const event = new MouseEvent('pointerdown', { bubbles: true, clientX, clientY });
  Object.defineProperty(event, 'isPrimary', { value: true });
  target.dispatchEvent(event);
}

/** The live counts the canvas publishes, as numbers. */
export function counts(canvas: HTMLElement): Record<string, number> {
  return Object.fromEntries(Object.entries(canvas.dataset).map(([key, value]) => [key, Number(value)]));
}

import { jest } from '@jest/globals';
import { holdToastsUntil } from '@casino/ui/toast';
import { toastTurns } from './toast-turns.ts';

afterEach(() => jest.useRealTimers());

// The toasts of a page's boot wait for the player's first interaction or a quiet moment (bootstrap.tsx); the
// welcome toast, the system notifications and the marketing reminder still take their turns then, each in
// front for a while, not all at once when the hold ends.
it('toasts raised while the page boots take their turns, in order, from when the hold ends', async () => {
  jest.useFakeTimers();
  toastTurns.reset(1500);
  let release = () => {};
  holdToastsUntil(new Promise<void>((resolve) => (release = resolve)));
  const shown: string[] = [];
  toastTurns.show(() => shown.push('Velkommen tilbage'));
  toastTurns.show(() => shown.push('Besked fra produktet'));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(shown).toEqual([]);

  release();
  await jest.advanceTimersByTimeAsync(0);
  expect(shown).toEqual(['Velkommen tilbage']);
  await jest.advanceTimersByTimeAsync(1500);
  expect(shown).toEqual(['Velkommen tilbage', 'Besked fra produktet']);

  // After the hold, a toast on its own shows at once.
  await jest.advanceTimersByTimeAsync(1500);
  toastTurns.show(() => shown.push('Noget gik galt'));
  expect(shown).toHaveLength(3);
});

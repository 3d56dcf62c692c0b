// Work first paint does not need (the tag manager, spec section 2; the web vitals) waits for the player's
// first interaction, or for a quiet page, and runs once.
import { atFirstInteraction } from './first-interaction.ts';

afterEach(() => jest.useRealTimers());

describe('work held until the first interaction', () => {
  it('runs once, at the first press, not again at the next', () => {
    const work = jest.fn();
    atFirstInteraction(work);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs once a quiet page has been on screen long enough, and not again at a later press', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    atFirstInteraction(work, 5000);
    jest.advanceTimersByTime(4999);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    window.dispatchEvent(new Event('scroll'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    atFirstInteraction(work, 5000)();
    window.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});

import { chatTimerStorageKey } from '@casino/platform';
import { createChatInactivity, type InactivityEnd } from './inactivity.ts';

const tenMinutes = 600_000;

function setUp() {
  const ends: InactivityEnd[] = [];
  const timer = createChatInactivity({ storage: sessionStorage, onEnd: (reason) => ends.push(reason) });
  const stored = () =>
    JSON.parse(sessionStorage.getItem(chatTimerStorageKey) ?? 'null') as {
      endAt: number;
      timerId: number;
    } | null;
  return { ends, timer, stored };
}

// Spec section 4 ("Chat") and section 9 (10 minutes, 600000 ms).
describe('the chat inactivity timer', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('starts on chat activity and ends the chat after 10 minutes without any', () => {
    const { ends, timer, stored } = setUp();
    timer.activity();
    expect(stored()).toEqual({ endAt: Date.now() + tenMinutes, timerId: expect.any(Number) });
    jest.advanceTimersByTime(tenMinutes - 1);
    expect(ends).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ends).toEqual(['inactivity']);
    expect(stored()).toBeNull();
  });

  it('counts the 10 minutes from the message’s own time, as the server does, never from later than now', () => {
    const { ends, timer, stored } = setUp();
    // The message was stamped 3 minutes ago (it arrived after a reconnect): 7 minutes are left.
    timer.activity(Date.now() - 3 * 60_000);
    expect(stored()?.endAt).toBe(Date.now() + 7 * 60_000);
    jest.advanceTimersByTime(7 * 60_000);
    expect(ends).toEqual(['inactivity']);
    // A stamp from a server clock ahead of this one counts from now.
    const later = setUp();
    later.timer.activity(Date.now() + 60_000);
    expect(later.stored()?.endAt).toBe(Date.now() + tenMinutes);
  });

  it('starts again from 10 minutes on every new activity', () => {
    const { ends, timer } = setUp();
    timer.activity();
    jest.advanceTimersByTime(9 * 60_000);
    timer.activity();
    jest.advanceTimersByTime(9 * 60_000);
    expect(ends).toEqual([]);
    jest.advanceTimersByTime(60_000);
    expect(ends).toEqual(['inactivity']);
  });

  it('is cleared, with its stored end time, when a new chat starts', () => {
    const { ends, timer, stored } = setUp();
    timer.activity();
    jest.advanceTimersByTime(5 * 60_000);
    timer.chatStarted();
    expect(stored()).toBeNull();
    jest.advanceTimersByTime(tenMinutes);
    expect(ends).toEqual([]);
  });

  it('resumes after a reload before the stored end time, ending the chat when it comes', () => {
    const before = setUp();
    before.timer.activity();
    jest.advanceTimersByTime(4 * 60_000);
    before.timer.dispose(); // the page goes away; the end time stays in session storage

    const after = setUp();
    after.timer.restore();
    jest.advanceTimersByTime(6 * 60_000 - 1);
    expect([...before.ends, ...after.ends]).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(after.ends).toEqual(['inactivity']);
  });

  it('ends the chat at once when restored after the stored end time', () => {
    sessionStorage.setItem(chatTimerStorageKey, JSON.stringify({ endAt: Date.now() - 1, timerId: 42 }));
    const { ends, timer, stored } = setUp();
    timer.restore();
    expect(ends).toEqual(['inactivity']);
    expect(stored()).toBeNull();
  });

  it('does nothing on restore when no timer was running', () => {
    const { ends, timer } = setUp();
    timer.restore();
    jest.advanceTimersByTime(tenMinutes * 2);
    expect(ends).toEqual([]);
  });

  it('ends the chat when chat status becomes offline, and no timer is left to end it again', () => {
    const { ends, timer, stored } = setUp();
    timer.activity();
    timer.statusChanged('online');
    expect(ends).toEqual([]);
    timer.statusChanged('offline');
    expect(ends).toEqual(['offline']);
    expect(stored()).toBeNull();
    jest.advanceTimersByTime(tenMinutes);
    expect(ends).toEqual(['offline']);
  });
});

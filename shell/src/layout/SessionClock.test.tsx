import { act, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { sessionAtom } from '@casino/platform';
import { renderWithProviders } from '@casino/testing';
import { serverTimeOffsetAtom } from '../session/atoms.ts';
import { elapsedSinceLogin, SessionClock } from './SessionClock.tsx';

// DOMAIN.md (on every page): the session clock "spilletid" counts from login by server time,
// is always visible while logged in and cannot be closed.
describe('session clock', () => {
  afterEach(() => jest.useRealTimers());

  it('counts from the login by the server clock, not the device clock', () => {
    // The device is 10 minutes behind the server; the player logged in 1 h 2 min 3 s ago (server time).
    const serverNow = Date.parse('2026-11-22T06:00:00.000Z');
    const deviceNow = serverNow - 600_000;
    const loggedInAt = new Date(serverNow - 3_723_000).toISOString();
    expect(elapsedSinceLogin(loggedInAt, 600_000, deviceNow)).toBe(3_723_000);
  });

  it("shows 'Spilletid hh:mm:ss' while logged in and ticks every second", () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-22T05:50:00.000Z') });
    const { store } = renderWithProviders(<SessionClock />);
    act(() => {
      store.set(serverTimeOffsetAtom, 600_000); // server is at 06:00:00
      store.set(sessionAtom, {
        status: 'authenticated',
        user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
        loggedInAt: '2026-11-22T04:57:57.000Z',
      });
    });
    act(() => jest.advanceTimersByTime(1000));
    const clock = screen.getByRole('timer');
    expect(clock).toHaveTextContent('Spilletid 01:02:04');
    act(() => jest.advanceTimersByTime(2000));
    expect(clock).toHaveTextContent('Spilletid 01:02:06');
    expect(screen.queryByRole('button')).toBeNull(); // nothing closes it
  });

  it('is absent when nobody is logged in', () => {
    const { store } = renderWithProviders(<SessionClock />);
    act(() => store.set(sessionAtom, { status: 'unauthenticated' }));
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

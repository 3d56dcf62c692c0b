import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

// Spec section 9: relative time from years down to seconds, narrow style.
describe('relative time', () => {
  it.each([
    [2 * 365 * day, '2 år siden'],
    [365 * day, '1 år siden'],
    [3 * 30 * day, '3 mdr. siden'],
    [2 * 7 * day, '2 uger siden'],
    [3 * day, '3 dage siden'],
    [5 * hour, '5 timer siden'],
    [4 * minute, '4 min. siden'],
    [12 * second, '12 sek. siden'],
  ])('describes a moment %p ms ago with the largest fitting unit', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), { now })).toBe(expected);
  });

  it('counts whole units, so almost three hours is still two hours', () => {
    expect(formatRelativeTime(ago(3 * hour - second), { now })).toBe('2 timer siden');
  });

  it('describes future moments', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * day), { now })).toBe('om 2 dage');
  });

  it('says "nu" for less than a second', () => {
    expect(formatRelativeTime(ago(400), { now })).toBe('nu');
    expect(formatRelativeTime(now, { now })).toBe('nu');
  });

  describe('without an explicit now', () => {
    beforeEach(() => jest.useFakeTimers({ now }));
    afterEach(() => jest.useRealTimers());

    it('compares with the current time', () => {
      expect(formatRelativeTime('2026-11-22T11:00:00Z')).toBe('1 time siden');
      jest.advanceTimersByTime(2 * hour);
      expect(formatRelativeTime('2026-11-22T11:00:00Z')).toBe('3 timer siden');
    });
  });

  it('refuses invalid dates', () => {
    expect(() => formatRelativeTime('ukendt', { now })).toThrow(RangeError);
    expect(() => formatRelativeTime(now, { now: 'ukendt' })).toThrow(RangeError);
  });
});

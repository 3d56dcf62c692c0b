import { winsFilterFrom, winsSearchOf } from './wins-filter.ts';

// Spec sections 7 and 9: wins from 250 kr. within the day unless the player chooses otherwise.
describe('the /wins filter', () => {
  it('defaults to wins of at least 250 kr. today', () => {
    expect(winsFilterFrom('')).toEqual({ amountMin: 250, period: 'day' });
    expect(winsSearchOf({ amountMin: 250, period: 'day' })).toBe('');
  });

  it('keeps a chosen minimum and period in the URL and reads them back', () => {
    const search = winsSearchOf({ amountMin: 1000, period: 'month' });
    expect(search).toBe('?amountMin=1000&period=month');
    expect(winsFilterFrom(search)).toEqual({ amountMin: 1000, period: 'month' });
  });

  it.each(['?amountMin=1', '?amountMin=-5', '?amountMin=abc', '?period=year'])(
    'falls back to the defaults for a value it does not offer (%s), so no smaller win slips in',
    (search) => {
      expect(winsFilterFrom(search)).toEqual({ amountMin: 250, period: 'day' });
    },
  );
});

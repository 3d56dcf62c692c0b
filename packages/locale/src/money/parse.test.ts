import { parseAmountInput } from './parse.ts';

// Spec section 1: Danish number formatting. Players type amounts the Danish way.
describe('reading the amount a player typed', () => {
  it.each([
    ['150', 150],
    ['150,50', 150.5],
    ['150,5', 150.5],
    ['1.000', 1000],
    ['10.000', 10000],
    ['2.500,75', 2500.75],
    ['150.5', 150.5],
    ['150.50', 150.5],
    [' 1 000 ', 1000],
    ['250 kr.', 250],
    ['250kr', 250],
    ['0', 0],
  ])('reads %j as %d kroner', (input, expected) => {
    expect(parseAmountInput(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '-50', '1,2,3', '50,555', '1.00.0', ',50', '50,', '1e3', 'kr.'])(
    'finds no amount in %j',
    (input) => {
      expect(parseAmountInput(input)).toBeNull();
    },
  );
});

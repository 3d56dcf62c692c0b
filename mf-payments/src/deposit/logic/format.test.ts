import { formatDanishAmount } from './format.ts';

// Spec sections 1 and 5: the remaining allowance in Danish number format.
describe('amounts inside a sentence', () => {
  it.each([
    [1234.5, '1.234,50'],
    [10000, '10.000'],
    [50, '50'],
    [0.5, '0,50'],
    [99.999, '100'],
  ])('writes %d as %s', (value, expected) => {
    expect(formatDanishAmount(value)).toBe(expected);
  });
});
